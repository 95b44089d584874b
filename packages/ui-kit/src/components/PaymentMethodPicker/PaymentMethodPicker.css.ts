import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  // A fieldset is at least as wide as its content by default (min-inline-size: min-content), so a
  // long method name or fee pushed the rows out of the card at 360 px.
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.s,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: '52px',
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.m,
  border: `2px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.colour.accent, background: vars.colour.accentSoft },
  },
});
export const radio = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.colour.accent,
});
export const name = style({ flex: 1, minWidth: 0, fontWeight: vars.font.weight.medium });
export const fee = style({ fontSize: vars.font.size.s, color: vars.colour.textMuted, whiteSpace: 'nowrap' });
