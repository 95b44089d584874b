import { recipe } from '@vanilla-extract/recipes';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.s,
    padding: vars.space.m,
    borderRadius: vars.radius.m,
    borderLeft: '4px solid',
  },
  variants: {
    tone: {
      info: {
        background: vars.colour.neutralSoft,
        color: vars.colour.text,
        borderColor: vars.colour.neutral,
      },
      positive: {
        background: vars.colour.positiveSoft,
        color: vars.colour.onPositiveSoft,
        borderColor: vars.colour.positive,
      },
      warning: {
        background: vars.colour.warningSoft,
        color: vars.colour.onWarningSoft,
        borderColor: vars.colour.warning,
      },
      critical: {
        background: vars.colour.criticalSoft,
        color: vars.colour.onCriticalSoft,
        borderColor: vars.colour.critical,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});
// minWidth 0 and anywhere-wrapping: a long e-mail address wraps instead of pushing the close button out (360 px).
export const body = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
// An alert's action ("Add a photo", "Log in") keeps its own width: the column it sits in would
// otherwise stretch it across the whole alert, which at 1280 px reads as a bar, not a button.
globalStyle(`${body} :where(a, button)`, { alignSelf: 'flex-start' });
