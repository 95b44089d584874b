import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  minHeight: '44px',
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const label = style({ fontWeight: vars.font.weight.medium, cursor: 'pointer' });
export const hint = style({ fontSize: vars.font.size.s, color: vars.colour.textMuted });
export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '52px',
  height: '32px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.colour.borderStrong}`,
  background: vars.colour.neutralSoft,
  cursor: 'pointer',
  padding: 0,
  transition: 'background-color 150ms',
  selectors: {
    '&[aria-checked="true"]': { background: vars.colour.accent, borderColor: vars.colour.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  background: vars.colour.surface,
  boxShadow: vars.shadow.s,
  transition: 'transform 150ms',
  selectors: { [`${track}[aria-checked="true"] &`]: { transform: 'translateX(20px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
