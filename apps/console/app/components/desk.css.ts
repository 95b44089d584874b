/** The desk's layout: three queue columns (one on tablets), the conversation's two panes. */
import { mediaQuery, vars } from '@dating/ui-kit/contract';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, minWidth: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const item = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  background: vars.colour.surface,
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const itemHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s,
  flexWrap: 'wrap',
});

export const excerpt = style({
  color: vars.colour.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  margin: 0,
});

export const panes = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  maxHeight: '50vh',
  overflowY: 'auto',
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  background: vars.colour.background,
});

export const bubble = style({
  maxWidth: '80%',
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  alignSelf: 'flex-start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const bubbleMine = style([bubble, { alignSelf: 'flex-end', background: vars.colour.accentSoft }]);

export const meta = style({ display: 'block', fontSize: vars.font.size.s, color: vars.colour.textMuted });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.m}`,
});

export const openers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'left',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.colour.border}`,
});
export const chart = style({ width: '100%', height: '320px' });
