import type { Review } from '#shared/schemas/review.schema.ts';

// The part of a server-drawn page that needs JavaScript (an "island"), with the data the server
// drew it from: embedded in the page as JSON, so hydrating it asks the network for nothing.

export const ISLAND_ELEMENT_ID = 'island';
export const ISLAND_DATA_ID = 'island-data';

export interface FundraiserIslandData {
  kind: 'fundraiser';
  review: Review;
  pageUrl: string;
  readAt: string;
}

export type IslandData = FundraiserIslandData | { kind: 'contact' };
