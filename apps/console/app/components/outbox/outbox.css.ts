/** The outbox and jobs pages' own layout (issue 19 point 9); tables use the console's shared styles. */
import { vars } from '@dating/ui-kit';
import { style } from '@vanilla-extract/css';

/** A time or an action button reads as one piece, never broken over lines. */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** Addresses and host names break at their dots and @ rather than anywhere. */
export const address = style({ overflowWrap: 'break-word', minWidth: '10ch' });

export const jobName = style({ fontWeight: vars.font.weight.bold, minWidth: '16ch' });
