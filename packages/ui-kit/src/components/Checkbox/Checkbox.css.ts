import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.s });
export const box = style({
  width: '1.375rem',
  height: '1.375rem',
  flexShrink: 0,
  margin: 0,
  marginTop: '0.1rem',
  accentColor: vars.colour.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.colour.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.colour.critical}`, outlineOffset: '2px' },
  },
});
export const label = style({ cursor: 'pointer', lineHeight: vars.font.lineHeight.normal });
