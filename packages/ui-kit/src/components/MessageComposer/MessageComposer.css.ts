import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.font.size.s, fontWeight: vars.font.weight.medium });
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });
export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  maxHeight: '10rem',
  resize: 'vertical',
  padding: vars.space.s,
  font: 'inherit',
  color: vars.colour.text,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.m,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.colour.critical } },
});
/** The counter and, under the send button, the price of the next message. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'baseline',
  columnGap: vars.space.s,
});
export const price = style({
  margin: 0,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.medium,
  color: vars.colour.text,
  textAlign: 'right',
});
export const counter = recipe({
  base: { margin: 0, fontSize: vars.font.size.xs, textAlign: 'right', color: vars.colour.textMuted },
  variants: { over: { true: { color: vars.colour.critical, fontWeight: vars.font.weight.bold }, false: {} } },
});
export const blocked = style({
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.colour.warningSoft,
  color: vars.colour.onWarningSoft,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
});
