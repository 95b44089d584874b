import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** In the corner of a card's photo (its parent is positioned). */
export const badge = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.colour.surface,
  color: vars.colour.text,
  boxShadow: vars.shadow.s,
});
