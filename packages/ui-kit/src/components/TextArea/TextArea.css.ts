import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const textarea = style({
  resize: 'vertical',
  minHeight: '6rem',
  lineHeight: vars.font.lineHeight.normal,
  paddingTop: vars.space.s,
  paddingBottom: vars.space.s,
});
