import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const bar = style({
  appearance: 'none',
  width: '100%',
  height: vars.space.s,
  border: 'none',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.colour.neutralSoft,
  color: vars.colour.accent,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.colour.neutralSoft },
    '&::-webkit-progress-value': { background: vars.colour.accent },
    '&::-moz-progress-bar': { background: vars.colour.accent },
  },
});
