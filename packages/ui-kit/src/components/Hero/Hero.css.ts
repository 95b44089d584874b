import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: `${vars.space.xl} ${vars.space.l}`,
  borderRadius: vars.radius.l,
  background: `linear-gradient(135deg, ${vars.colour.accentSoft}, ${vars.colour.surface})`,
  '@media': { [mediaQuery.tablet]: { padding: vars.space.xxl } },
});
export const text = style({ fontSize: vars.font.size.l, color: vars.colour.text, maxWidth: '40ch' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });
