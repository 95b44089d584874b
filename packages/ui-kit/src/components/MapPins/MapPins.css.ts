import { keyframes, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

/**
 * A stylised town map drawn in the theme's colours: a street grid of thin lines, two broad
 * avenues and a park, under the members' pins. Nothing here is a real map tile.
 */
export const map = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.l,
  border: `1px solid ${vars.colour.border}`,
  aspectRatio: '1 / 1',
  background: [
    `radial-gradient(circle at 72% 28%, ${vars.colour.positiveSoft} 0 14%, transparent 14.5%)`,
    `linear-gradient(100deg, transparent 0 38%, ${vars.colour.surface} 38% 41%, transparent 41%)`,
    `linear-gradient(10deg, transparent 0 60%, ${vars.colour.surface} 60% 63%, transparent 63%)`,
    `repeating-linear-gradient(0deg, ${vars.colour.border} 0 1px, transparent 1px 44px)`,
    `repeating-linear-gradient(90deg, ${vars.colour.border} 0 1px, transparent 1px 44px)`,
    vars.colour.neutralSoft,
  ].join(', '),
  '@media': { [mediaQuery.tablet]: { aspectRatio: '16 / 9' } },
});
export const pins = style({ listStyle: 'none', margin: 0, padding: 0 });
const pulse = keyframes({
  '0%': { transform: 'scale(0.8)', opacity: 0.8 },
  '100%': { transform: 'scale(1.8)', opacity: 0 },
});
export const pin = style({ position: 'absolute', transform: 'translate(-50%, -50%)' });
export const pinLink = style({
  position: 'relative',
  display: 'block',
  borderRadius: vars.radius.full,
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.full,
    background: vars.colour.accent,
    animation: `${pulse} 2.4s ease-out infinite`,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&::before': { animation: 'none', opacity: 0 } } },
  },
});
export const avatar = style({
  position: 'relative',
  display: 'block',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `3px solid ${vars.colour.accent}`,
  background: vars.colour.surface,
  '@media': { [mediaQuery.tablet]: { width: '64px', height: '64px' } },
});
export const label = style({
  position: 'absolute',
  top: '100%',
  left: '50%',
  transform: 'translateX(-50%)',
  marginTop: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.s,
  background: vars.colour.surface,
  color: vars.colour.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});
export const you = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.full,
  background: vars.colour.text,
  color: vars.colour.background,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.s,
});
