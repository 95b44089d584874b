import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    cursor: 'pointer',
    flexShrink: 0,
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
  },
  variants: {
    size: {
      small: { width: '36px', height: '36px' },
      medium: { width: '44px', height: '44px' },
    },
    tone: {
      neutral: {
        background: 'transparent',
        color: vars.colour.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.colour.neutralSoft } },
      },
      accent: {
        background: vars.colour.accent,
        color: vars.colour.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.colour.accentStrong } },
      },
    },
  },
  defaultVariants: { size: 'medium', tone: 'neutral' },
});
export type IconButtonVariants = RecipeVariants<typeof iconButton>;
