/** The console's layout: a top bar, the page's main column, the login card, data tables. */
import { mediaQuery, vars } from '@dating/ui-kit/contract';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', {
  margin: 0,
  background: vars.colour.background,
  color: vars.colour.text,
  fontFamily: vars.font.body,
});

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.colour.accentStrong,
  color: vars.colour.onAccent,
});

export const product = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.l,
  color: vars.colour.onAccent,
  textDecoration: 'none',
  marginRight: vars.space.m,
});

export const nav = style({ display: 'flex', gap: vars.space.xs, flex: '1 1 auto', flexWrap: 'wrap' });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-block',
  // A narrow bar wraps whole entries, never a word letter by letter.
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  color: vars.colour.onAccent,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { background: 'rgba(255, 255, 255, 0.18)', fontWeight: vars.font.weight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.colour.onAccent}`, outlineOffset: '2px' },
  },
});

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.m, flexWrap: 'wrap' });

export const inlineForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });

export const barSelect = style({
  font: 'inherit',
  padding: vars.space.xs,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.colour.onAccent}`,
  background: vars.colour.surface,
  color: vars.colour.text,
});

export const barButton = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.colour.onAccent}`,
  background: 'transparent',
  color: vars.colour.onAccent,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colour.onAccent}`, outlineOffset: '2px' } },
});

export const main = style({
  // The body is a flex column (ui-kit reset) and auto margins stop stretching: the width is set.
  width: '100%',
  boxSizing: 'border-box',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.m,
  '@media': { [mediaQuery.desktop]: { padding: vars.space.l } },
});

export const loginPage = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  paddingTop: vars.space.xxl,
  gap: vars.space.l,
});

export const loginCard = style({
  width: 'min(420px, calc(100vw - 32px))',
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.s,
  padding: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

export const loginBrand = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.l,
  color: vars.colour.accentStrong,
});

export const qr = style({ width: '200px', height: '200px', alignSelf: 'center', background: '#ffffff' });

export const secret = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  wordBreak: 'break-all',
  background: vars.colour.neutralSoft,
  padding: vars.space.s,
  borderRadius: vars.radius.s,
});

export const muted = style({ color: vars.colour.textMuted });

export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const plainButton = style({
  font: 'inherit',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  cursor: 'pointer',
});

export const tableWrap = style({
  // Its own width, not the table's: a wide table scrolls inside it instead of widening the page.
  width: '100%',
  maxWidth: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  overflowX: 'auto',
  // The containing block of the visually hidden labels in its rows: without it they sit outside
  // the scroll box and widen the whole page on a phone.
  position: 'relative',
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colour.focus}`, outlineOffset: '2px' } },
});

// Below this width the table scrolls sideways (tablets) instead of breaking words letter by letter.
export const table = style({
  width: '100%',
  minWidth: '960px',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.s,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.colour.border}`,
});

globalStyle(`${table} th`, {
  background: vars.colour.neutralSoft,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'center',
});

export const smallSelect = style({
  font: 'inherit',
  padding: vars.space.xs,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  color: vars.colour.text,
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.m,
  alignItems: 'end',
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
});

export const inviteForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.m,
  alignItems: 'end',
});

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xs,
  wordBreak: 'break-word',
});

export const pager = style({
  display: 'flex',
  gap: vars.space.m,
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});

export const statusBadge = style({ whiteSpace: 'nowrap' });

// ——— personas (issue 18) ———
export const pageHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  flexWrap: 'wrap',
});
export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.colour.accent,
  color: vars.colour.onAccent,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.colour.focus}`, outlineOffset: '2px' } },
});
export const thumb = style({ display: 'block', objectFit: 'cover', borderRadius: vars.radius.s });
export const fieldset = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});
export const choiceGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.xs,
});
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.m,
});
export const fieldError = style({ color: vars.colour.critical, margin: 0, fontSize: vars.font.size.s });
export const photoList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
});
export const photoItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});
export const photo = style({
  display: 'block',
  objectFit: 'cover',
  borderRadius: vars.radius.m,
  background: vars.colour.surfaceRaised,
});
export const fileField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// ——— sites and codes (issue 19) ———
export const cellInput = style({
  font: 'inherit',
  width: '6.5rem',
  minHeight: '36px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.colour.critical, borderWidth: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.colour.focus}`, outlineOffset: '1px' },
  },
});
export const changeList = style({
  margin: 0,
  paddingLeft: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});
// A fieldset is as wide as its widest content by default: this one lets its table scroll instead.
export const shrinkableFieldset = style({ minWidth: 0, maxWidth: '100%' });
// ——— traffic sources (issue 19) ———
export const attemptList = style({
  margin: 0,
  paddingInlineStart: vars.space.l,
  fontSize: vars.font.size.xs,
});
