import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const dismissButton = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  cursor: 'pointer',
  flexShrink: 0,
  minWidth: '36px',
  minHeight: '36px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
});
