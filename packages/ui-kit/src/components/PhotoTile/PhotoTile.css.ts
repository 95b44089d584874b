import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const tile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const frame = style({ position: 'relative' });

export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.m,
  background: vars.colour.neutralSoft,
});

export const badges = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.text,
});
