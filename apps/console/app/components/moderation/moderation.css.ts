/** The photo moderation page: a wrapping grid of photo cards with their decisions. */
import { style } from '@vanilla-extract/css';
import { vars } from '@dating/ui-kit/contract';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.m,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.s,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  minWidth: 0,
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.s,
  background: vars.colour.surfaceRaised,
});

export const facts = style({ margin: 0, fontSize: vars.font.size.s, overflowWrap: 'anywhere' });

export const pick = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px' });

export const decide = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** The reason list is as wide as the card, never wider (its longest reason would be). */
export const reasonSelect = style({ width: '100%', maxWidth: '100%', minWidth: 0 });
