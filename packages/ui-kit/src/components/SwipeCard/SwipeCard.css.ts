import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const reduced = { '(prefers-reduced-motion: reduce)': { transition: 'none' } };

export const wrap = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.m,
});
export const stack = style({
  position: 'relative',
  width: 'min(100%, 22rem)',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.l,
});
export const keys = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: '-1px',
});
const layer = {
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.l,
  overflow: 'hidden',
  background: vars.colour.neutralSoft,
  boxShadow: vars.shadow.m,
} as const;
export const behind = style({ ...layer, opacity: 0.7 });
export const card = style({
  ...layer,
  touchAction: 'pan-y',
  cursor: 'grab',
  userSelect: 'none',
  transition: 'transform 120ms ease-out',
  '@media': reduced,
});
export const photo = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  pointerEvents: 'none',
});
export const caption = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: vars.space.m,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  background: vars.colour.overlay,
  color: vars.colour.onOverlay,
  fontSize: vars.font.size.l,
});
export const city = style({ flexBasis: '100%', fontSize: vars.font.size.s });
export const buttons = style({ display: 'flex', gap: vars.space.xl });
export const empty = style({ padding: vars.space.xl, textAlign: 'center' });
