/** Shared form-field styles (label, hint, error, control) for TextField and Select. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.s });
export const hint = style({ fontSize: vars.font.size.s, color: vars.colour.textMuted });
export const error = style({
  fontSize: vars.font.size.s,
  color: vars.colour.critical,
  fontWeight: vars.font.weight.medium,
});
export const control = style({
  minHeight: '44px',
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  width: '100%',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.colour.critical, borderWidth: '2px' } },
});
