import type { ReactNode } from 'react';
import type { IslandData } from './island-data.ts';

/**
 * An island's element, from its data: the server draws it (render-page.tsx) and the browser
 * hydrates it (hydrate.tsx) through this one function, so both build the very same tree. Each
 * island's module loads on its own: the fundraiser page does not bring the contact form's libraries.
 */
export async function islandElement(island: IslandData): Promise<ReactNode> {
  if (island.kind === 'fundraiser') {
    const { FundraiserIsland } = await import('./fundraiser-island.tsx');
    return <FundraiserIsland {...island} />;
  }
  const { ContactIsland } = await import('./contact-island.tsx');
  return <ContactIsland {...island} />;
}
