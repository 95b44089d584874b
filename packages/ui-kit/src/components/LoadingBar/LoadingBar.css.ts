import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const duration = createVar();

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
});
export const bar = style({
  height: '100%',
  width: '0%',
  background: vars.colour.accent,
  transition: `width ${duration} cubic-bezier(0.1, 0.7, 0.3, 1), opacity 200ms`,
  selectors: {
    '&[data-state="running"]': { width: '90%' },
    '&[data-state="done"]': { width: '100%', opacity: 0, transitionDuration: '200ms' },
  },
});
