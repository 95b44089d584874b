import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.colour.border}`,
  overflowX: 'auto',
});
export const tab = style({
  minHeight: '44px',
  padding: `0 ${vars.space.m}`,
  background: 'transparent',
  border: 0,
  borderBottom: '3px solid transparent',
  color: vars.colour.textMuted,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { color: vars.colour.text, borderBottomColor: vars.colour.accent },
    '&:hover': { color: vars.colour.text },
  },
});
export const panel = style({ paddingTop: vars.space.m });
