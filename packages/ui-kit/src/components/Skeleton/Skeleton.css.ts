import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const shape = recipe({
  base: {
    display: 'block',
    background: vars.colour.neutralSoft,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '0.9em', borderRadius: vars.radius.s, width: '100%' },
      circle: { width: '48px', height: '48px', borderRadius: vars.radius.full },
      rect: { width: '100%', height: '160px', borderRadius: vars.radius.m },
    },
  },
});
