import type { Locator, Page } from 'playwright-core';

// Whether a screen fits the phone sideways. The document alone cannot tell: Ionic scrolls each
// page inside its ion-content, so a page 423 px wide on a 360 px phone leaves the document 360 px
// wide and scrolls its content sideways. Both are asked here, and every visible element's right
// edge, so a failure names what sticks out.

/** What sticks out past the viewport's right edge (widest first), empty when the screen fits. */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const d = (globalThis as any).document;
    const width = d.documentElement.clientWidth as number;
    const found: [number, string][] = [];
    if (d.documentElement.scrollWidth > width) found.push([d.documentElement.scrollWidth, 'the document']);
    for (const content of d.querySelectorAll('ion-content')) {
      if (content.offsetParent === null) continue;
      const scroller = await content.getScrollElement();
      if (scroller.scrollWidth > scroller.clientWidth + 1)
        found.push([scroller.scrollWidth, `the page's scroller (${scroller.scrollWidth} px)`]);
    }
    for (const el of d.querySelectorAll('body *')) {
      if (el.offsetParent === null && (globalThis as any).getComputedStyle(el).position !== 'fixed') continue;
      const r = el.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) and empty boxes show nothing.
      if (r.width <= 1 || r.height <= 1 || r.right <= width + 1) continue;
      // Inside a box that scrolls or clips on its own, within the screen, it is meant to.
      let held = false;
      for (let p = el.parentElement; p && p.tagName !== 'ION-CONTENT' && p !== d.body; p = p.parentElement) {
        const style = (globalThis as any).getComputedStyle(p);
        if (style.overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 1) held = true;
        if (held) break;
      }
      if (held) continue;
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
      found.push([r.right, `${name} to ${Math.round(r.right)} px: "${(el.textContent ?? '').trim().slice(0, 40)}"`]);
    }
    return found
      .sort((a, b) => b[0] - a[0])
      .slice(0, 6)
      .map(([, what]) => what);
  });
}

/**
 * Whether the element shows whole within the first screen, unscrolled, and is what a finger there
 * would touch (nothing, such as the sticky header or a toast, lies over its middle).
 */
export function onFirstScreen(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const g = globalThis as any;
    if (r.top < 0 || r.left < 0 || r.bottom > g.innerHeight || r.right > g.innerWidth) return false;
    const hit = g.document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}
