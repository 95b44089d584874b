import { style } from '@vanilla-extract/css';

/**
 * The `<picture>` takes no box of its own: the `<img>` inside is laid out exactly as a bare
 * `<img>` with the caller's class would be (grid item, 4:5 frame, object-fit).
 */
export const picture = style({ display: 'contents' });
