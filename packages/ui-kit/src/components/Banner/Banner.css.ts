import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const banner = recipe({
  base: { width: '100%', padding: `${vars.space.s} ${vars.space.m}` },
  variants: {
    tone: {
      accent: { background: vars.colour.accent, color: vars.colour.onAccent },
      warning: { background: vars.colour.warningSoft, color: vars.colour.onWarningSoft },
    },
    sticky: { true: { position: 'sticky', top: 0, zIndex: vars.zIndex.banner }, false: {} },
  },
  defaultVariants: { tone: 'accent', sticky: false },
});
export const inner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
});
export const message = style({ flex: '1 1 12rem', fontWeight: vars.font.weight.medium });
export const action = style({ flexShrink: 0 });
