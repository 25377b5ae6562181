import { isLanguage } from '#shared/languages.ts';
import { ISLAND_DATA_ID, ISLAND_ELEMENT_ID, type IslandData } from './island-data.ts';
import { islandElement } from './island-element.tsx';

// Hydrates the island of a server-drawn page (render-page.tsx) from the data the page carries:
// React adopts the elements already on screen, so nothing is drawn twice and nothing moves.

const root = document.getElementById(ISLAND_ELEMENT_ID);
const data = JSON.parse(document.getElementById(ISLAND_DATA_ID)?.textContent ?? 'null') as IslandData | null;

/** Lets the browser handle input and paint before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (root && data) {
  // All of it is asked for at once (one round trip on a slow link), but each group of modules is
  // evaluated as it arrives, in a task of its own: evaluated together (React DOM, i18next and the
  // page) they held a slow phone's main thread for a quarter of a second.
  const reactDom = Promise.all([import('react'), import('react-dom/client')]);
  const i18next = Promise.all([import('react-i18next'), import('#web/lib/i18n.ts')]);
  const island = islandElement(data);
  const [{ startTransition }, { hydrateRoot }] = await reactDom;
  await nextTask();
  const [{ I18nextProvider }, { i18n, switchLanguage }] = await i18next;
  // The page's language is the one the server drew it in (its cookie or Accept-Language).
  const lang = document.documentElement.lang;
  if (isLanguage(lang)) await switchLanguage(lang);
  await nextTask();
  const element = await island;
  await nextTask();
  // As a transition, React hydrates in slices and gives the main thread back between them: a slow
  // phone keeps scrolling and the donor can tap Donate while the page comes alive.
  startTransition(() => {
    hydrateRoot(root, <I18nextProvider i18n={i18n}>{element}</I18nextProvider>, {
      // A difference between the server's HTML and this render is a bug (the e2e tests fail on it).
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    });
  });
}
