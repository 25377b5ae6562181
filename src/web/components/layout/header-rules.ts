// The header's rules, shared by the app's header and the script of the pages the server draws
// (src/web/pages/boot.ts), which work on the same markup.

/** The header turns translucent once the page has scrolled past this (spec §2). */
export const TRANSLUCENT_AFTER_PX = 10;

/** The search text as it will be searched: trimmed. Blank text is no search (spec §2). */
export const searchTermOf = (text: string) => text.trim();

/**
 * A header search form about to be sent as it is (a page the server drew): its text trimmed, so
 * the address names what is searched, as in the app. False when the text is blank: nothing to do.
 */
export function readySearch(form: HTMLFormElement) {
  const field = form.getAttribute('role') === 'search' ? form.elements.namedItem('q') : null;
  if (!(field instanceof HTMLInputElement)) return true;
  field.value = searchTermOf(field.value);
  return field.value !== '';
}
