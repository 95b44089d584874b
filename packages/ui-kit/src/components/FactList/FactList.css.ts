import { vars } from '../../theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.s,
  margin: 0,
});
export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const term = style({ fontSize: vars.font.size.s, color: vars.colour.textMuted });
export const value = style({ margin: 0, fontWeight: vars.font.weight.medium });
