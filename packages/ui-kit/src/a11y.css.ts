/** Text for assistive technology only (visually hidden, still read out). */
import { globalStyle, style } from '@vanilla-extract/css';

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Controls that make no sense on paper (a receipt's Print button) are left out of print. */
export const hiddenInPrint = style({ '@media': { print: { display: 'none' } } });

/**
 * What a page prints alone (a receipt): when the page holds it, paper shows it and nothing else —
 * no alerts, banners, headings or lists around it. Everything that neither is it, holds it nor
 * sits inside it is left out of print; its ancestors stay, empty but for it.
 */
export const printAlone = style({});
globalStyle(`body:has(${printAlone}) *:not(:has(${printAlone})):not(${printAlone}):not(${printAlone} *)`, {
  '@media': { print: { display: 'none' } },
});

/**
 * Hidden in the installed app (standalone window) from the first paint: the display-mode media
 * query, and the `data-standalone` mark an inline script puts on <html> for iOS home-screen apps.
 */
export const hiddenInStandalone = style({
  '@media': { '(display-mode: standalone)': { display: 'none' } },
  selectors: { ':root[data-standalone] &': { display: 'none' } },
});

/** A postal address: one line per part, upright (browsers italicise `<address>`). */
export const addressLines = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });
