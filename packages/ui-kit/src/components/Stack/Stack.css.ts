import { style } from '@vanilla-extract/css';

/** A Stack rendered as a list keeps its items' semantics but not the bullets and indent. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
