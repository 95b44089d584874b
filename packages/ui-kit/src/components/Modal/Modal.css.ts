import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const dialog = style({
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  zIndex: vars.zIndex.modal,
  width: 'min(520px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  padding: vars.space.l,
  border: 0,
  borderRadius: vars.radius.l,
  background: vars.colour.surfaceRaised,
  color: vars.colour.text,
  boxShadow: `${vars.shadow.l}, 0 0 0 100vmax ${vars.colour.overlay}`,
  selectors: {
    '&:modal': { boxShadow: vars.shadow.l },
    '&::backdrop': { background: vars.colour.overlay },
  },
});
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.m,
  marginBottom: vars.space.m,
});
export const close = style({
  flex: 'none',
  minWidth: '44px',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.colour.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.colour.neutralSoft } },
});
