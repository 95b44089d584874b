import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

export const root = style({ position: 'relative', display: 'inline-block' });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.full,
  background: vars.colour.surface,
  color: vars.colour.text,
  cursor: 'pointer',
  fontWeight: vars.font.weight.medium,
});
export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: vars.zIndex.dropdown,
  minWidth: '200px',
  padding: vars.space.xs,
  margin: 0,
  listStyle: 'none',
  background: vars.colour.surfaceRaised,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.l,
});
export const item = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  minHeight: '44px',
  padding: `0 ${vars.space.s}`,
  border: 0,
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.colour.text,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.colour.neutralSoft } },
});
/** Hidden on phones (the icon and the accessible name remain), shown from tablet width. */
export const labelCompact = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQuery.tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

/** Compact triggers on phones: the icon alone (the chevron returns from tablets up). */
export const chevronCompact = style({
  display: 'none',
  '@media': { [mediaQuery.tablet]: { display: 'inline-flex' } },
});
