import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import {
  fundraiserUpdatesPageSchema,
  UPDATES_PAGE_SIZE,
  type FundraiserUpdatesPage,
} from '#shared/schemas/fundraiser-update.schema.ts';
import { plain } from '#web/lib/api-client.ts';

/**
 * GET /api/fundraisers/{code}/updates/: one page, newest first. A plain call, not a query: the
 * server-drawn page's island runs without the app's query client (the first page came with it).
 */
export async function listUpdates(shortCode: string, page: number): Promise<FundraiserUpdatesPage> {
  const reply = await plain(API.fundraiserUpdates(shortCode), { query: { page, page_size: UPDATES_PAGE_SIZE } });
  return fundraiserUpdatesPageSchema.parse(reply);
}

export const fundraiserUpdatesKeys = {
  first: (shortCode: string) => ['fundraiser-updates', 'first', shortCode] as const,
};

/** The first page, for the app's own /f/{code} screen (persisted with the rest: readable offline). */
export const firstUpdatesQuery = (shortCode: string) =>
  queryOptions({ queryKey: fundraiserUpdatesKeys.first(shortCode), queryFn: () => listUpdates(shortCode, 1) });
