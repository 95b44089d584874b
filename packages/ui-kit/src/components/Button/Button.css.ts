import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s,
    border: '2px solid transparent',
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    // A label wider than its place (a German or Finnish one at 360 px) wraps inside the button
    // instead of running out of its card or the screen; short labels stay on one line.
    maxWidth: '100%',
    textAlign: 'center',
    paddingBlock: vars.space.xxs,
    transition: 'background-color 120ms, border-color 120ms',
    selectors: { '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.7 } },
  },
  variants: {
    variant: {
      solid: {
        background: vars.colour.accent,
        color: vars.colour.onAccent,
        selectors: { '&:hover': { background: vars.colour.accentStrong } },
      },
      soft: {
        background: vars.colour.accentSoft,
        color: vars.colour.accentStrong,
        borderColor: vars.colour.accentSoft,
        selectors: { '&:hover': { borderColor: vars.colour.accent } },
      },
      ghost: {
        background: 'transparent',
        color: vars.colour.text,
        selectors: { '&:hover': { background: vars.colour.neutralSoft } },
      },
      critical: {
        background: vars.colour.critical,
        color: vars.colour.onCritical,
      },
    },
    size: {
      small: { minHeight: '36px', paddingInline: vars.space.m, fontSize: vars.font.size.s },
      medium: { minHeight: '44px', paddingInline: vars.space.l, fontSize: vars.font.size.m },
      large: { minHeight: '52px', paddingInline: vars.space.xl, fontSize: vars.font.size.l },
    },
    /** A long label (a suggested opening line) reads as text: start-aligned, in a rounded box. */
    wrap: {
      true: {
        textAlign: 'start',
        paddingBlock: vars.space.xs,
        borderRadius: vars.radius.l,
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'solid', size: 'medium', wrap: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
