import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s,
    padding: vars.space.l,
    paddingTop: vars.space.xl,
    borderRadius: vars.radius.l,
    background: vars.colour.surface,
    border: `2px solid ${vars.colour.border}`,
    boxShadow: vars.shadow.s,
    height: '100%',
  },
  variants: {
    popular: { true: { borderColor: vars.colour.accent, boxShadow: vars.shadow.m }, false: {} },
    selected: { true: { outline: `3px solid ${vars.colour.accent}`, outlineOffset: '2px' }, false: {} },
  },
});
export const popular = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  padding: `${vars.space.xxs} ${vars.space.m}`,
  borderRadius: vars.radius.full,
  background: vars.colour.accent,
  color: vars.colour.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});
export const name = style({ fontFamily: vars.font.heading, fontSize: vars.font.size.l, margin: 0 });
export const credits = style({ color: vars.colour.textMuted, margin: 0 });
// The old and the new price wrap onto two lines when both do not fit ("€149.95 €112.46" in a 272 px card).
export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.s,
  margin: 0,
});
export const oldPrice = style({ color: vars.colour.textMuted });
export const price = style({ fontSize: vars.font.size.xxl, color: vars.colour.text });
export const perCredit = style({ fontSize: vars.font.size.s, color: vars.colour.textMuted, margin: 0 });
export const benefits = style({ margin: 0, paddingLeft: vars.space.l, flex: 1 });
