import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' } },
});
export const item = style({ display: 'flex', gap: vars.space.m, alignItems: 'flex-start' });
export const mark = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  background: vars.colour.accentSoft,
  color: vars.colour.accentStrong,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.l,
});
export const title = style({
  display: 'block',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.m,
  marginBottom: vars.space.xxs,
});
export const text = style({ color: vars.colour.textMuted, margin: 0 });
