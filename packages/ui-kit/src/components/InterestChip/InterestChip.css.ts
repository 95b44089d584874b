import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '36px',
    padding: `0 ${vars.space.m}`,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.colour.border}`,
    background: vars.colour.surface,
    color: vars.colour.text,
    fontSize: vars.font.size.s,
  },
  variants: {
    selected: {
      true: {
        background: vars.colour.accentSoft,
        borderColor: vars.colour.accent,
        color: vars.colour.accentStrong,
      },
      false: {},
    },
    interactive: { true: { cursor: 'pointer' }, false: {} },
  },
});
// The icon scales with the chip's text and takes its colour (selected chips too).
export const icon = style({ width: '1.25em', height: '1.25em', flexShrink: 0 });
