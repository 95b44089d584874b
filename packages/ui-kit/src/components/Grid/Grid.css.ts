import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const minItemWidth = createVar();

export const grid = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
