/**
 * Issue 15: finds what runs out of a page or out of a visible box (a card, a button, an alert).
 * The page check is the WCAG 1.4.10 reflow rule (no sideways scroll at 320 CSS px and up); the box
 * check catches what does not scroll the page but still runs out of its frame (a price past its
 * card's edge). Each finding names the element, so a failure says what to fix.
 */
import type { Page } from '@playwright/test';

/** In the page: the elements and text that stick out, furthest first, and the boxes content runs out of. */
function measure() {
  const doc = document.documentElement;
  const width = doc.clientWidth;
  // Whatever an ancestor clips or scrolls (a carousel, a code block) cannot scroll the page.
  const clipped = (node: Node) => {
    for (let p = node.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible') return true;
    }
    return false;
  };
  const describe = (el: Element) => {
    const name = el.getAttribute('aria-label') || el.textContent || '';
    return `<${el.tagName.toLowerCase()}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  };
  const sticking: { what: string; right: number }[] = [];
  if (doc.scrollWidth > width) {
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      const right = r.right + window.scrollX;
      if (r.width > 0 && r.height > 0 && right > width + 0.5 && !clipped(el))
        sticking.push({ what: `${describe(el)} (${Math.round(r.width)} px wide)`, right });
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = texts.nextNode(); n; n = texts.nextNode()) {
      if (!n.textContent?.trim() || !n.parentElement) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      const right = r.right + window.scrollX;
      if (r.width > 0 && right > width + 0.5 && !clipped(n))
        sticking.push({ what: `the text of ${describe(n.parentElement)}`, right });
    }
    sticking.sort((a, b) => b.right - a.right);
  }
  // Content in the flow of a box that reaches past its right edge. A badge placed on a corner on
  // purpose (positioned absolutely) is not content running out.
  const placed = (node: Node, box: Element) => {
    for (let p = node instanceof Element ? node : node.parentElement; p && p !== box; p = p.parentElement) {
      const position = getComputedStyle(p).position;
      if (position === 'absolute' || position === 'fixed') return true;
    }
    return false;
  };
  const runsOut = (box: Element) => {
    const edge = box.getBoundingClientRect().right + 1;
    for (const el of box.querySelectorAll('*'))
      if (!placed(el, box) && el.getBoundingClientRect().right > edge) return true;
    const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let n = texts.nextNode(); n; n = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(n);
      if (n.textContent?.trim() && !placed(n, box) && range.getBoundingClientRect().right > edge) return true;
    }
    return false;
  };
  const boxes: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const s = getComputedStyle(el);
    if (s.overflowX !== 'visible' || el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
    // Only a box one can see: content past an invisible wrapper's edge shows nowhere.
    const framed =
      Number.parseFloat(s.borderLeftWidth) > 0 ||
      s.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      s.boxShadow !== 'none';
    if (framed && !clipped(el) && runsOut(el))
      boxes.push(`${describe(el)}: content ${el.scrollWidth} px in a ${el.clientWidth} px box`);
  }
  return {
    scrollWidth: doc.scrollWidth,
    clientWidth: width,
    furthest: sticking.slice(0, 3).map((s) => `${s.what} reaches ${Math.round(s.right)} px`),
    boxes: boxes.slice(0, 3),
  };
}

/** What overflows on the page now, as readable lines (none when it fits). */
export async function overflowFindings(page: Page, name: string): Promise<string[]> {
  const m = await page.evaluate(measure);
  const found: string[] = [];
  if (m.scrollWidth > m.clientWidth)
    found.push(`${name} scrolls sideways (${m.scrollWidth} > ${m.clientWidth} px): ${m.furthest.join('; ')}`);
  for (const box of m.boxes) found.push(`${name}: ${box}`);
  return found;
}
