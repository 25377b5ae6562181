import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { HOME_CARD_COUNT, type PublicPage, type PublicRoute } from '#shared/public-pages.ts';
import { listQuerySchema, searchQuerySchema, shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { listLive, searchLive } from '../db/repositories/cards.repository.ts';
import { listCategories } from '../db/repositories/lookups.repository.ts';
import type { Deps } from '../deps.ts';
import { toCard } from '../lib/fundraiser-serializers.ts';
import { loadReviewWithTime } from '../services/review.ts';

/** 'Load more' without JavaScript asks for the list again, longer: up to this many pages at once. */
const MAX_PAGES_SHOWN = 10;

/** `?page=N` as a whole number of pages from 1 to MAX_PAGES_SHOWN; anything else is 1. */
function pagesShownOf(value: string | null) {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGES_SHOWN) : 1;
}

/** A query parameter as the API's own schema for it takes it (trimmed, bounded), or nothing. */
const param = (params: URLSearchParams, name: 'q' | 'category') => {
  const schema = name === 'q' ? searchQuerySchema.shape.q : listQuerySchema.shape.category;
  return schema.safeParse(params.get(name) ?? undefined).data || undefined;
};

async function discovery(deps: Deps, params: URLSearchParams): Promise<PublicPage> {
  const q = param(params, 'q');
  const category = q ? undefined : param(params, 'category');
  const pagesShown = pagesShownOf(params.get('page'));
  // The pages shown, read as one: the same rows the app gets page by page.
  const pages = { page: 1, pageSize: PAGE_SIZE_DEFAULT * pagesShown };
  const [categories, { rows, total }] = await Promise.all([
    listCategories(deps.db),
    q ? searchLive(deps.db, q, pages) : listLive(deps.db, pages, category),
  ]);
  return {
    kind: 'fundraisers',
    q,
    category,
    categories,
    cards: rows.map(toCard),
    total,
    pagesShown,
    hasMore: total > rows.length,
  };
}

/** A server-drawn page with the data it shows, read straight from the database. */
export async function loadPublicPage(deps: Deps, route: PublicRoute, params: URLSearchParams): Promise<PublicPage> {
  switch (route.kind) {
    case 'home': {
      const { rows } = await listLive(deps.db, { page: 1, pageSize: HOME_CARD_COUNT });
      return { kind: 'home', live: rows.map(toCard) };
    }
    case 'fundraisers':
      return discovery(deps, params);
    case 'fundraiser': {
      const code = shortCodeParamSchema.safeParse({ short_code: route.code });
      const read = code.success ? await loadReviewWithTime(deps, code.data.short_code) : null;
      if (!read) return { kind: 'not-found' };
      // Links carry the public origin, never the request's Host (security review, finding 1).
      const pageUrl = `${deps.env.PUBLIC_URL}/f/${read.review.fundraiser.short_code}`;
      return { kind: 'fundraiser', review: read.review, pageUrl, readAt: read.readAt };
    }
    case 'legal':
    case 'contact':
      return route;
  }
}
