/**
 * Spec §2: whether the page runs as the installed app (standalone window). Browsers report it
 * through the display-mode media query; iOS home-screen apps through `navigator.standalone`.
 * The same two signals hide the entry warning before paint (STANDALONE_SCRIPT, ui-kit
 * `hiddenInStandalone`).
 */

/** The attribute the inline script puts on <html> in an iOS home-screen app. */
export const STANDALONE_ATTRIBUTE = 'data-standalone';

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * Runs in <head> before the body paints: marks <html> for iOS, which the CSS media query
 * cannot see. Tiny and dependency-free on purpose (it is inlined with the CSP nonce).
 */
export const STANDALONE_SCRIPT = `if(navigator.standalone===true)document.documentElement.setAttribute('${STANDALONE_ATTRIBUTE}','')`;
