import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

/**
 * Sticky at the bottom of the viewport while the page scrolls, and in its own place after the
 * footer at the end: it never hides the last lines of a page.
 */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.banner,
  background: vars.colour.surface,
  color: vars.colour.text,
  borderTop: `2px solid ${vars.colour.accent}`,
  boxShadow: vars.shadow.l,
  maxHeight: '70vh',
  overflowY: 'auto',
  '@media': { print: { display: 'none' } },
});
export const inner = style({
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: vars.space.m,
  display: 'grid',
  gap: vars.space.s,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center', gap: vars.space.l },
  },
});
export const title = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.m });
export const text = style({ fontSize: vars.font.size.s });
globalStyle(`${text} a`, { color: vars.colour.link, textDecoration: 'underline' });
/** Accept and reject side by side with the same width: refusing is as easy as agreeing. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.s,
  '@media': { [mediaQuery.tablet]: { minWidth: '22rem' } },
});
globalStyle(`${actions} > *`, { width: '100%' });
// Two buttons share a 360 px phone: with the button's own wide padding German "Akzeptieren" no
// longer fit on one line and broke inside the word.
globalStyle(`${actions} button`, { width: '100%', paddingInline: vars.space.s });
