// The field takes its look from TextField (field.css.ts); this file keeps the component folder
// shape of the kit and holds what is specific to dates.
import { style } from '@vanilla-extract/css';

export const dateField = style({ fontVariantNumeric: 'tabular-nums' });
