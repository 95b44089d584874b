/** The member pages' own layout (issue 19): facts lists, the page's two columns, the action forms. */
import { vars } from '@dating/ui-kit/contract';
import { globalStyle, style } from '@vanilla-extract/css';
import { table } from '../../styles.css.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.m,
  margin: 0,
});
export const fact = style({ minWidth: 0 });
globalStyle(`${fact} dt`, { color: vars.colour.textMuted, fontSize: vars.font.size.s });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** Details on the left, actions on the right; one column on tablets and phones. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
  gap: vars.space.l,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minWidth: 0,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
});

export const actionForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, margin: 0 });

export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const searchActions = style({
  display: 'flex',
  gap: vars.space.m,
  alignItems: 'center',
  flexWrap: 'wrap',
});

/** A member's tables have few columns: they scroll sideways only below 560 px, not 960 px. */
export const compactTable = style({ selectors: { [`${table}&`]: { minWidth: '560px' } } });
