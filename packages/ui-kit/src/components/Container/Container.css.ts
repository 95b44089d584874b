import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

export const container = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.l} ${vars.space.m}`,
  '@media': { [mediaQuery.tablet]: { padding: `${vars.space.xl} ${vars.space.l}` } },
});
