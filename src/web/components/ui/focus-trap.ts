// Keeps Tab inside a modal dialog. A native modal <dialog> makes the page behind inert, but Tab
// from its last control leaves for the browser's own toolbar; here it wraps to the first instead
// (and Shift+Tab from the first to the last), as the WAI-ARIA dialog pattern asks.

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements Tab stops at inside `root`, in order (those in a hidden part left out). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

/** On Tab at the last stop (or Shift+Tab at the first), moves to the other end; true if it did. */
export function wrapTab(root: HTMLElement, event: { key: string; shiftKey: boolean; preventDefault(): void }) {
  if (event.key !== 'Tab') return false;
  const stops = tabStops(root);
  if (stops.length === 0) return false;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const active = document.activeElement;
  const outside = !root.contains(active) || active === root;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
