import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
});
/** The native input stays in the tab order and is what the keyboard and screen readers use. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: 0,
  whiteSpace: 'nowrap',
});
/** The visible "Choose a photo" is a label of the input: a click on it opens the file chooser. */
export const choose = style({
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.colour.focus}`, outlineOffset: '2px' },
  },
});
export const fileName = style({ color: vars.colour.textMuted, fontSize: vars.font.size.s, minWidth: 0 });
