import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.s });
// 1.5rem (24 px): the WCAG 2.5.8 minimum target, even in dense lists of checkboxes.
export const box = style({
  width: '1.5rem',
  height: '1.5rem',
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
