import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

/** Long text (legal pages): a readable measure, spacing between blocks, tables that scroll on phones. */
export const prose = style({
  maxWidth: '72ch',
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
globalStyle(`${prose} > * + *`, { marginTop: vars.space.m });
globalStyle(`${prose} h2`, {
  fontFamily: vars.font.heading,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.tight,
  marginTop: vars.space.xl,
  scrollMarginTop: vars.space.xl,
});
globalStyle(`${prose} h3`, { fontSize: vars.font.size.m, marginTop: vars.space.l });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.l });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} a`, { color: vars.colour.link, textDecoration: 'underline' });
globalStyle(`${prose} table`, {
  display: 'block',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.s,
});
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.colour.border}`,
  padding: `${vars.space.xs} ${vars.space.s}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${prose} th`, { background: vars.colour.accentSoft, color: vars.colour.text });
globalStyle(`${prose} code`, { fontFamily: 'inherit', fontWeight: vars.font.weight.medium });

export const toc = style({
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  maxWidth: '72ch',
  '@media': { [mediaQuery.desktop]: { padding: vars.space.l } },
});
export const tocTitle = style({ fontWeight: vars.font.weight.bold, marginBottom: vars.space.s });
export const tocList = style({ paddingInlineStart: vars.space.l, display: 'grid', gap: vars.space.xs });
// A block link keeps the list number on its first line when the text wraps.
export const tocLink = style({
  color: vars.colour.link,
  display: 'block',
  paddingBlock: vars.space.xxs,
});
