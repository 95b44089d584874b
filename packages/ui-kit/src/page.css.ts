/** Page-level layout rules the site's layouts apply to their own elements. */
import { style } from '@vanilla-extract/css';

/**
 * A page's main area at least as tall as the viewport: the footer starts below the fold, so
 * what the browser alone can decide after hydration (the push invitation, put below the page)
 * never moves anything in view — no layout shift on short pages (ADR 0080). `svh`: the height
 * with the mobile browser's bars shown.
 */
export const fillsViewport = style({ minHeight: '100svh' });
