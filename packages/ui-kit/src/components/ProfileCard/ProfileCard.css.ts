import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.colour.surface,
  borderRadius: vars.radius.l,
  overflow: 'hidden',
  boxShadow: vars.shadow.s,
  color: vars.colour.text,
  textDecoration: 'none',
  border: `1px solid ${vars.colour.border}`,
});
export const link = style({ color: 'inherit', textDecoration: 'none', display: 'contents' });
export const photo = style({
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  background: vars.colour.neutralSoft,
});
export const placeholder = style([
  photo,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.colour.textMuted },
]);
export const body = style({
  padding: vars.space.s,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const name = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.m });
export const meta = style({ color: vars.colour.textMuted, fontSize: vars.font.size.s });
