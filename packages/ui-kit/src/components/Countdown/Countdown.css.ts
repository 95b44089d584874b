import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
});
