import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const card = recipe({
  base: {
    background: vars.colour.surface,
    // Its own text colour, so a card reads the same on a dark section (lander heroes).
    color: vars.colour.text,
    borderRadius: vars.radius.l,
    boxShadow: vars.shadow.m,
    padding: vars.space.l,
    width: '100%',
  },
  variants: { width: { narrow: { maxWidth: '440px' }, full: {} } },
  defaultVariants: { width: 'full' },
});
