import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/**
 * A native <meter> with low=2, high=3, optimum=4: the browser picks the part to colour —
 * critical below 2, warning at 2, positive from 3 (the acceptable level).
 */
export const bar = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.colour.neutralSoft,
  selectors: {
    '&::-webkit-meter-bar': { background: vars.colour.neutralSoft, border: 'none', height: vars.space.xs },
    '&::-webkit-meter-even-less-good-value': { background: vars.colour.critical },
    '&::-webkit-meter-suboptimum-value': { background: vars.colour.warning },
    '&::-webkit-meter-optimum-value': { background: vars.colour.positive },
    '&:-moz-meter-sub-sub-optimum::-moz-meter-bar': { background: vars.colour.critical },
    '&:-moz-meter-sub-optimum::-moz-meter-bar': { background: vars.colour.warning },
    '&:-moz-meter-optimum::-moz-meter-bar': { background: vars.colour.positive },
  },
});

export const text = style({ margin: 0, fontSize: vars.font.size.s, color: vars.colour.textMuted });
export const verdict = style({ fontWeight: vars.font.weight.medium, color: vars.colour.text });
