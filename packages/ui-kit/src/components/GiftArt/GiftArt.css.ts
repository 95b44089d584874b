import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const art = style({ display: 'block', flexShrink: 0 });
export const main = style({ fill: vars.colour.accent });
export const deep = style({ fill: vars.colour.accentStrong });
export const soft = style({ fill: vars.colour.accentSoft });
export const leaf = style({ fill: vars.colour.positive });
export const gold = style({ fill: vars.colour.warning });
export const line = style({
  fill: 'none',
  stroke: vars.colour.textMuted,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
});
