/** The global reset and base typography, from theme tokens (no raw colours). */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme/contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// The top navigation is sticky (60 px): anchors and keyboard focus scroll to just below it, so a
// focused control is never hidden under the bar (WCAG 2.4.11).
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%', scrollPaddingTop: '72px' });
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.text,
  background: vars.colour.background,
  // German and Finnish compounds ("Benachrichtigungseinstellungen") are wider than a 360 px
  // phone: a word that does not fit its line breaks rather than scrolling the page sideways.
  // `anywhere` (unlike break-word) also lets flex and grid items shrink below such a word.
  overflowWrap: 'anywhere',
});
globalStyle('main', { flex: '1 0 auto', outline: 'none' });
globalStyle('h1, h2, h3, h4, p, ul, ol, figure', { margin: 0 });
// Where the browser has the language's hyphenation (html lang is set), long words break with a hyphen.
globalStyle('h1, h2, h3', {
  fontFamily: vars.font.heading,
  lineHeight: vars.font.lineHeight.tight,
  hyphens: 'auto',
});
globalStyle('h2', { fontSize: vars.font.size.l });
globalStyle('img', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.colour.link });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.colour.focus}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
