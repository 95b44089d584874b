import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.4rem',
    height: '1.4rem',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      accent: { background: vars.colour.accent, color: vars.colour.onAccent },
      warning: { background: vars.colour.warning, color: vars.colour.onWarning },
      danger: { background: vars.colour.critical, color: vars.colour.onCritical },
      neutral: { background: vars.colour.neutralSoft, color: vars.colour.text },
    },
  },
  defaultVariants: { tone: 'accent' },
});
export type BadgeVariants = RecipeVariants<typeof badge>;
