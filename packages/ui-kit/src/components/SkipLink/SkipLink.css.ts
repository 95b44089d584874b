import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const skip = style({
  position: 'absolute',
  left: vars.space.s,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.colour.accent,
  color: vars.colour.onAccent,
  borderRadius: vars.radius.m,
  selectors: { '&:focus': { top: vars.space.s } },
});
