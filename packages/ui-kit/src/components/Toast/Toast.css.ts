import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { TOAST_WIDTH, vars } from '../../theme/contract.css.ts';

export const region = style({
  position: 'fixed',
  insetInline: vars.space.s,
  bottom: vars.space.s,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.s,
  pointerEvents: 'none',
  '@media': {
    [`screen and (min-width: ${TOAST_WIDTH + 40}px)`]: {
      alignItems: 'flex-end',
      insetInline: 'auto',
      right: vars.space.m,
    },
  },
});
export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    width: '100%',
    maxWidth: `${TOAST_WIDTH}px`,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.s,
    padding: vars.space.m,
    borderRadius: vars.radius.m,
    boxShadow: vars.shadow.l,
    borderLeft: '4px solid',
    background: vars.colour.surfaceRaised,
    color: vars.colour.text,
  },
  variants: {
    tone: {
      info: { borderColor: vars.colour.neutral },
      positive: { borderColor: vars.colour.positive },
      warning: { borderColor: vars.colour.warning },
      critical: { borderColor: vars.colour.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});
export const body = style({ flex: 1 });
