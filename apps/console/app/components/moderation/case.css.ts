/** The case page: its facts, the thread and the action forms side by side on wide screens. */
import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@dating/ui-kit/contract';

export const layout = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: 0,
});

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const thread = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.m,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
});

export const entryHead = style({
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'center',
  flexWrap: 'wrap',
  margin: 0,
});

export const entryMeta = style({
  margin: 0,
  fontSize: vars.font.size.s,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});

export const inlineRow = style({
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});
