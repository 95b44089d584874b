import { styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

export const heading = styleVariants({
  1: { fontSize: vars.font.size.xl, '@media': { [mediaQuery.tablet]: { fontSize: vars.font.size.xxl } } },
  2: { fontSize: vars.font.size.l },
  3: { fontSize: vars.font.size.m },
});
