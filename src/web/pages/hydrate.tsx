import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#web/lib/i18n.ts';
import { ISLAND_DATA_ID, ISLAND_ELEMENT_ID, type IslandData } from './island-data.ts';
import { ISLANDS } from './islands.ts';

// Hydrates the island of a server-drawn page (render-page.tsx) from the data the page carries:
// React adopts the elements already on screen, so nothing is drawn twice and nothing moves.

const root = document.getElementById(ISLAND_ELEMENT_ID);
const data = JSON.parse(document.getElementById(ISLAND_DATA_ID)?.textContent ?? 'null') as IslandData | null;

async function islandElement(island: IslandData): Promise<ReactNode> {
  if (island.kind === 'fundraiser') {
    const Island = await ISLANDS.fundraiser();
    return <Island {...island} />;
  }
  const Island = await ISLANDS.contact();
  return <Island {...island} />;
}

if (root && data) {
  const element = await islandElement(data);
  // As a transition, React hydrates in slices and gives the main thread back between them: a slow
  // phone keeps scrolling and the donor can tap Donate while the page comes alive.
  startTransition(() => {
    hydrateRoot(root, <I18nextProvider i18n={i18n}>{element}</I18nextProvider>, {
      // A difference between the server's HTML and this render is a bug (the e2e tests fail on it).
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    });
  });
}
