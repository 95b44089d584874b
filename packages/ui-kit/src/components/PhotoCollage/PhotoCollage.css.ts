import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

export const collage = style({
  display: 'grid',
  // Four columns with the first and sixth tile two rows tall: 14 photos fill a 4×4 block exactly.
  gridTemplateColumns: 'repeat(4, 1fr)',
  gridAutoRows: '110px',
  gridAutoFlow: 'dense',
  gap: vars.space.s,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [mediaQuery.tablet]: { gridAutoRows: '170px' } },
});
export const tile = style({
  borderRadius: vars.radius.m,
  overflow: 'hidden',
  boxShadow: vars.shadow.m,
  background: vars.colour.neutralSoft,
  border: `4px solid ${vars.colour.surface}`,
  selectors: {
    // A loose, hand-laid look: two tall tiles, tiles tilt a little either way.
    '&:nth-child(1), &:nth-child(6)': { gridRow: 'span 2' },
    '&:nth-child(odd)': { transform: 'rotate(-1.5deg)' },
    '&:nth-child(even)': { transform: 'rotate(1.5deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transform: 'none' } },
});
export const link = style({ display: 'block', width: '100%', height: '100%' });
export const photo = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
