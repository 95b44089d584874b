import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.s,
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.m}`,
});
export const description = style({ color: vars.colour.textMuted });
