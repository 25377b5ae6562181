import type { ReactNode } from 'react';
import type { IslandData } from './island-data.ts';

/**
 * An island's element, from its data: the server draws it (render-page.tsx) and the browser
 * hydrates it (hydrate.tsx) through this one function, so both build the very same tree. Each
 * island's module loads on its own: the fundraiser page does not bring the contact form's libraries.
 */
export async function islandElement(island: IslandData): Promise<ReactNode> {
  switch (island.kind) {
    case 'fundraiser': {
      const { FundraiserIsland } = await import('./fundraiser-island.tsx');
      return <FundraiserIsland {...island} />;
    }
    case 'donate': {
      const { DonateIsland } = await import('./donate-island.tsx');
      return <DonateIsland {...island} />;
    }
    case 'donation': {
      const { DonationIsland } = await import('./donation-island.tsx');
      return <DonationIsland {...island} />;
    }
    case 'item': {
      const { ItemIsland } = await import('./item-island.tsx');
      return <ItemIsland {...island} />;
    }
    case 'pledge': {
      const { PledgeIsland } = await import('./pledge-island.tsx');
      return <PledgeIsland {...island} />;
    }
    case 'contact': {
      const { ContactIsland } = await import('./contact-island.tsx');
      return <ContactIsland {...island} />;
    }
  }
}
