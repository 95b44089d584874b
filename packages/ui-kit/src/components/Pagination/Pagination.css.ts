import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.full,
  color: vars.colour.text,
  textDecoration: 'none',
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.colour.accent,
      color: vars.colour.onAccent,
      borderColor: vars.colour.accent,
    },
    '&:hover': { borderColor: vars.colour.accent },
  },
});
export const gap = style({ alignSelf: 'center', color: vars.colour.textMuted });
