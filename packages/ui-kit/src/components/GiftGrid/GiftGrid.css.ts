import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.s,
});
export const choice = style({
  width: '100%',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.s,
  background: vars.colour.surface,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  cursor: 'pointer',
  font: 'inherit',
  ':hover': { borderColor: vars.colour.accent },
  ':focus-visible': { outline: `3px solid ${vars.colour.focus}`, outlineOffset: 2 },
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});
export const cost = style({ color: vars.colour.textMuted, fontSize: vars.font.size.s });
