import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 7.5rem), 1fr))',
  gap: vars.space.s,
});
export const tile = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 5',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.m,
  overflow: 'hidden',
  cursor: 'pointer',
  background: vars.colour.neutralSoft,
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const lock = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.s,
  textAlign: 'center',
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.bold,
  background: vars.colour.overlay,
  color: vars.colour.onOverlay,
});
export const lightbox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });
export const large = style({
  maxWidth: '100%',
  height: 'auto',
  maxHeight: '70vh',
  objectFit: 'contain',
  borderRadius: vars.radius.m,
  alignSelf: 'center',
});
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
});
