import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const footer = style({
  marginTop: vars.space.xl,
  background: vars.colour.surface,
  borderTop: `1px solid ${vars.colour.border}`,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.s,
  '@media': { print: { display: 'none' } },
});
export const inner = style({
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.l} ${vars.space.m}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.m}`,
  listStyle: 'none',
  padding: 0,
});
export const link = style({ color: vars.colour.text, display: 'inline-block', paddingBlock: vars.space.xs });
globalStyle(`${inner} p a`, { color: vars.colour.text, textDecoration: 'underline' });
/** The disclaimer (spec §2 default layout): set apart from the links by a rule, icons in line with the text. */
export const disclaimer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.s,
  borderBlock: `1px solid ${vars.colour.border}`,
});
globalStyle(`${disclaimer} svg`, { verticalAlign: 'text-bottom' });
