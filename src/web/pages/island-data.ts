import type { PublicPage } from '#shared/public-pages.ts';
import type { FundraiserUpdatesPage } from '#shared/schemas/fundraiser-update.schema.ts';
import type { MpesaCodeDrawn } from '#shared/schemas/mpesa-code.schema.ts';
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
  /** Payments go to the Daraja simulator: the donation sheet says 'Test payment'. */
  testPayments?: boolean;
  /** The first page of its updates, as drawn. */
  updates?: FundraiserUpdatesPage;
  /** The answer to the M-Pesa code form's plain post, as drawn. */
  mpesaCode?: MpesaCodeDrawn;
}

/** /f/{code}/donate: the donation sheet, as drawn (a posted plain form's values and messages too). */
export type DonateIslandData = Omit<Extract<PublicPage, { kind: 'donate' }>, 'status'>;

/** /donations/{id}: a donation's status and receipt. */
export type DonationIslandData = Extract<PublicPage, { kind: 'donation' }>;

/** /items/{code}: the item as a guest sees it; who reads it is asked once the page runs. */
export type ItemIslandData = Extract<PublicPage, { kind: 'item' }>;

/** /f/{code}/pledge: the pledge form, as drawn (D-240). */
export type PledgeIslandData = Omit<Extract<PublicPage, { kind: 'pledge' }>, 'status' | 'pageUrl'>;

export type IslandData =
  | FundraiserIslandData
  | DonateIslandData
  | DonationIslandData
  | ItemIslandData
  | PledgeIslandData
  | { kind: 'contact' };
