import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const row = recipe({
  base: { display: 'flex' },
  variants: { own: { true: { justifyContent: 'flex-end' }, false: { justifyContent: 'flex-start' } } },
});
export const bubble = recipe({
  base: {
    maxWidth: '75%',
    padding: `${vars.space.s} ${vars.space.m}`,
    borderRadius: vars.radius.l,
    overflowWrap: 'anywhere',
  },
  variants: {
    own: {
      true: {
        background: vars.colour.accent,
        color: vars.colour.onAccent,
        borderBottomRightRadius: vars.radius.s,
      },
      false: {
        background: vars.colour.surface,
        color: vars.colour.text,
        border: `1px solid ${vars.colour.border}`,
        borderBottomLeftRadius: vars.radius.s,
      },
    },
    media: { true: { padding: vars.space.xs }, false: {} },
  },
});
export const text = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const photo = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.m,
});
export const gift = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.s,
});
export const meta = style({
  margin: 0,
  marginTop: vars.space.xxs,
  fontSize: vars.font.size.xs,
  // Full colour: small text faded over a mid-tone accent (cougar's) fell below 4.5:1 (issue 23).
  textAlign: 'right',
});
