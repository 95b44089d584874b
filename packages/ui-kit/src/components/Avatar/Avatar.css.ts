import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const avatar = recipe({
  base: { position: 'relative', display: 'inline-flex', flexShrink: 0, borderRadius: vars.radius.full },
  variants: {
    size: {
      small: { width: '32px', height: '32px', fontSize: vars.font.size.xs },
      medium: { width: '48px', height: '48px', fontSize: vars.font.size.s },
      large: { width: '96px', height: '96px', fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { size: 'medium' },
});
export const image = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});
export const initials = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.full,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.colour.accentSoft,
  color: vars.colour.accentStrong,
  fontWeight: vars.font.weight.bold,
});
export const online = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: '28%',
  height: '28%',
  minWidth: '10px',
  minHeight: '10px',
  borderRadius: vars.radius.full,
  background: vars.colour.positive,
  border: `2px solid ${vars.colour.surface}`,
});
