import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const post = style({
  background: vars.colour.surface,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.s,
  border: `1px solid ${vars.colour.border}`,
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});
export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.m,
});
export const avatar = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.colour.neutralSoft,
});
export const name = style({
  display: 'block',
  fontWeight: vars.font.weight.bold,
  margin: 0,
  fontSize: vars.font.size.m,
});
export const meta = style({ display: 'block', color: vars.colour.textMuted, fontSize: vars.font.size.s });
export const photo = style({
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  display: 'block',
  background: vars.colour.neutralSoft,
});
export const body = style({
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });
