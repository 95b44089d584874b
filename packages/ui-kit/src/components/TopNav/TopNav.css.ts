import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  background: vars.colour.surface,
  borderBottom: `1px solid ${vars.colour.border}`,
  // A printed page (a receipt) is the content alone.
  '@media': { print: { display: 'none' } },
});
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  // Phones (360 px) fit the logo, four entries and two menus: tighter spacing until tablets.
  gap: vars.space.xxs,
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.xs} ${vars.space.s}`,
  minHeight: '60px',
  '@media': { [mediaQuery.tablet]: { gap: vars.space.s, padding: `${vars.space.xs} ${vars.space.m}` } },
});
export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  color: vars.colour.text,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.l,
  marginRight: 'auto',
});
export const brandName = style({ display: 'none', '@media': { [mediaQuery.small]: { display: 'inline' } } });
export const items = style({
  display: 'flex',
  gap: 0,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mediaQuery.tablet]: { gap: vars.space.xs } },
});
export const item = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  minWidth: '44px',
  justifyContent: 'center',
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.full,
  color: vars.colour.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { background: vars.colour.neutralSoft },
    '&[aria-current="page"]': { color: vars.colour.accentStrong, background: vars.colour.accentSoft },
  },
});
export const itemLabel = style({ display: 'none', '@media': { [mediaQuery.tablet]: { display: 'inline' } } });
// On phones the entry is an icon and the badge sits on its corner; from tablets on the name shows,
// and the badge follows it in line instead of covering its last letters ("99+" over "Messages").
export const badge = style({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(25%, -10%)',
  '@media': { [mediaQuery.tablet]: { position: 'static', transform: 'none' } },
});
export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': { [mediaQuery.tablet]: { gap: vars.space.s } },
});
