import type { ComponentType } from 'react';
import type { IslandData } from './island-data.ts';

type Island<K extends IslandData['kind']> = ComponentType<Extract<IslandData, { kind: K }>>;

/**
 * Each island's component, loaded on its own: the fundraiser page does not bring the contact
 * form's libraries. The server imports the same modules, so both draw the very same tree.
 */
export const ISLANDS: { [K in IslandData['kind']]: () => Promise<Island<K>> } = {
  fundraiser: async () => (await import('./fundraiser-island.tsx')).FundraiserIsland,
  contact: async () => (await import('./contact-island.tsx')).ContactIsland,
};
