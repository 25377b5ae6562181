import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import type { PublicPage } from '#shared/public-pages.ts';
import { itemCodeParamSchema, itemListQuerySchema } from '#shared/schemas/items.schema.ts';
import type { ItemRow } from '../db/items-tables.ts';
import { findItemByCode, listPublic } from '../db/repositories/items.repository.ts';
import type { Deps } from '../deps.ts';
import { itemView } from '../services/items/offers.ts';
import { toItemCard } from '../services/items/serializers.ts';

// The items' pages the server draws: the list at /fundraisers?view=items, an item's
// page /items/{code} and its report form. Read through the items API's own repository and
// serializers, so a page shows exactly what GET /api/items/ and /api/items/{code}/ answer.

/** 'Load more' without JavaScript asks for the list again, longer: up to this many pages at once. */
const MAX_PAGES_SHOWN = 10;

/** /fundraisers?view=items: `q`, `category`, `county` read as the API reads them; pages 1..`page`. */
export async function itemsListPage(deps: Deps, params: URLSearchParams): Promise<PublicPage> {
  const query = itemListQuerySchema.parse({
    q: params.get('q') ?? undefined,
    category: params.get('category') || undefined,
    county: params.get('county') || undefined,
    page: params.get('page') ?? undefined,
  });
  const q = query.q || undefined;
  const pagesShown = Math.min(query.page, MAX_PAGES_SHOWN);
  const { rows, total } = await listPublic(
    deps.db,
    { q, category: query.category, county: query.county },
    { page: 1, pageSize: PAGE_SIZE_DEFAULT * pagesShown },
  );
  return {
    kind: 'items',
    ...(q && { q }),
    ...(query.category && { category: query.category }),
    ...(query.county && { county: query.county }),
    cards: rows.map(toItemCard),
    total,
    pagesShown,
    hasMore: total > rows.length,
  };
}

/** An item anyone may see, by the code in the address: null when unknown, malformed or removed. */
export async function visibleItemOf(deps: Deps, code: string): Promise<ItemRow | null> {
  const parsed = itemCodeParamSchema.safeParse({ code });
  if (!parsed.success) return null;
  const item = await findItemByCode(deps.db, parsed.data.code);
  return item && item.status !== 'removed' ? item : null;
}

// Links carry the public origin, never the request's Host.
const pageUrlOf = (deps: Deps, code: string) => `${deps.env.PUBLIC_URL}/items/${code}`;

/** /items/{code}: the item as a guest reads it (who reads a drawn page is the page's to ask). */
export async function itemPage(deps: Deps, code: string): Promise<PublicPage> {
  const item = await visibleItemOf(deps, code);
  if (!item) return { kind: 'not-found' };
  return { kind: 'item', item: await itemView(deps, item), pageUrl: pageUrlOf(deps, item.code) };
}
