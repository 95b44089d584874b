import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The conversation fills the screen: header, scrolling messages, the composer at the bottom. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  maxWidth: 760,
  margin: '0 auto',
  background: vars.colour.background,
});
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.s,
  background: vars.colour.surfaceRaised,
  borderBottom: `1px solid ${vars.colour.border}`,
});
export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.l,
  fontFamily: vars.font.heading,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const mark = style({ display: 'inline-flex', flexShrink: 0, color: vars.colour.text });
export const aside = style({ color: vars.colour.textMuted, fontSize: vars.font.size.s, flexShrink: 0 });
export const notices = style({
  display: 'grid',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.s} 0`,
});
export const messages = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.s,
});
export const typing = style({
  color: vars.colour.textMuted,
  fontSize: vars.font.size.s,
  minHeight: '1.5em',
  margin: 0,
  padding: `0 ${vars.space.s}`,
  // No fading: half-transparent text would fail the contrast the theme guarantees.
});
export const composer = style({
  position: 'sticky',
  bottom: 0,
  padding: vars.space.s,
  background: vars.colour.surfaceRaised,
  borderTop: `1px solid ${vars.colour.border}`,
});
