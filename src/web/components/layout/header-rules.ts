// The header's rules, shared by the app's header and the script of the pages the server draws
// (src/web/pages/boot.ts), which work on the same markup.

/** The header turns translucent once the page has scrolled past this (spec §2). */
export const TRANSLUCENT_AFTER_PX = 10;

/** The search text as it will be searched: trimmed. Blank text is no search (spec §2). */
export const searchTermOf = (text: string) => text.trim();

/** Whether a submitted header search form holds only blank text (and so should do nothing). */
export function isBlankSearch(form: HTMLFormElement) {
  if (form.getAttribute('role') !== 'search') return false;
  const field = form.elements.namedItem('q');
  return field instanceof HTMLInputElement && searchTermOf(field.value) === '';
}
