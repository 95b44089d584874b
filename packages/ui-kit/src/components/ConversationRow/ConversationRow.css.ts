import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const row = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    background: vars.colour.surface,
    border: `1px solid ${vars.colour.border}`,
    borderRadius: vars.radius.m,
    paddingRight: vars.space.xs,
  },
  variants: { unread: { true: { borderColor: vars.colour.accent }, false: {} } },
});
export const link = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.s,
  color: vars.colour.text,
  textDecoration: 'none',
  borderRadius: vars.radius.m,
  ':focus-visible': { outline: `3px solid ${vars.colour.focus}`, outlineOffset: 2 },
});
export const text = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xxs });
export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.bold,
});
export const preview = style({
  color: vars.colour.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const time = style({ color: vars.colour.textMuted, fontSize: vars.font.size.s, flexShrink: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
