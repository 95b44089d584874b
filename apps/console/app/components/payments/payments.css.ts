/** The payments area's own layout (issue 19 point 4); tables and filters use the console's shared styles. */
import { vars } from '@dating/ui-kit';
import { style } from '@vanilla-extract/css';

export const headActions = style({
  display: 'flex',
  gap: vars.space.m,
  flexWrap: 'wrap',
  alignItems: 'center',
});

export const amount = style({ whiteSpace: 'nowrap', textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.l,
  alignItems: 'start',
});

export const confirmBox = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  background: vars.colour.neutralSoft,
});
