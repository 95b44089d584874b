/** Responsive layout atoms (one sprinkles file, Braid habit) on the spec §9 breakpoints. */
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQuery, vars } from './theme/contract.css.ts';

export const SPACE = {
  none: '0',
  xsmall: vars.space.xs,
  small: vars.space.s,
  medium: vars.space.m,
  large: vars.space.l,
  xlarge: vars.space.xl,
} as const;
export type Space = keyof typeof SPACE;

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'block', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: SPACE,
    padding: SPACE,
    textAlign: ['left', 'center', 'right'],
  },
});

export const sprinkles = createSprinkles(responsive);
export type Sprinkles = Parameters<typeof sprinkles>[0];
