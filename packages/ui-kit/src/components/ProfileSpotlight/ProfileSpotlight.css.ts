import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

export const split = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const portrait = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
  background: vars.colour.neutralSoft,
});
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, minWidth: 0 });
export const backdrop = style({
  position: 'relative',
  minHeight: '100vh',
  overflow: 'hidden',
  background: vars.colour.text,
});
export const backdropPhoto = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.55,
});
export const backdropContent = style({
  position: 'relative',
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.m,
});
