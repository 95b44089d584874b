import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

const base = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.l}`,
  borderRadius: vars.radius.l,
  alignItems: 'center',
  '@media': { [mediaQuery.tablet]: { padding: vars.space.xxl } },
});
/** With an aside, copy and aside sit side by side from desktop width. */
export const withAside = style({
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' } },
});
/** soft: the brand's light wash; night: the text colour as the ground (dark on every brand). */
export const hero = styleVariants({
  soft: [base, { background: `linear-gradient(135deg, ${vars.colour.accentSoft}, ${vars.colour.surface})` }],
  night: [
    base,
    {
      background: vars.colour.text,
      color: vars.colour.background,
    },
  ],
});
export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, minWidth: 0 });
export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.s,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.colour.positive,
  boxShadow: `0 0 0 3px ${vars.colour.positiveSoft}`,
});
export const text = style({ fontSize: vars.font.size.l, maxWidth: '42ch', margin: 0 });
export const faces = style({ display: 'flex', listStyle: 'none', margin: 0, padding: 0 });
export const face = style({
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `3px solid ${vars.colour.surface}`,
  marginInlineStart: '-12px',
  background: vars.colour.neutralSoft,
  selectors: { 'li:first-child > &': { marginInlineStart: 0 } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });
export const aside = style({ minWidth: 0 });
