import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { amountFromLink } from '#shared/money.ts';
import { HOME_CARD_COUNT, type DonateFormState, type PublicPage, type PublicRoute } from '#shared/public-pages.ts';
import { paybillOf, reviewView } from '#shared/review-view.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { listQuerySchema, searchQuerySchema } from '#shared/schemas/fundraiser.schema.ts';
import { listLive, newestLive, searchLive } from '../db/repositories/cards.repository.ts';
import { listCategories } from '../db/repositories/lookups.repository.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { toCard } from '../lib/fundraiser-serializers.ts';
import { readDonation } from '../money/in/donations.ts';
import { loadReviewWithTime } from '../services/review.ts';
import { publicUpdates } from '../services/fundraiser-updates/updates.ts';
import { UPDATES_PAGE_SIZE } from '#shared/schemas/fundraiser-update.schema.ts';
import { itemPage, itemsListPage } from './items-pages.ts';
import { myPledgePage, pledgeDonateForm, pledgeFormPage } from './pledge-pages.ts';
import { refundClaimPage } from './refund-claim-form.ts';
import { loadReportPage } from './report-form.ts';
import { reviewOf } from './review-of.ts';

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

// Links carry the public origin, never the request's Host (security review, finding 1).
const pageUrlOf = (deps: Deps, shortCode: string) => `${deps.env.PUBLIC_URL}/f/${shortCode}`;

/** A fresh sheet: its amount may come from the link; every drawing gets its own attempt key. */
export const emptyForm = (params: URLSearchParams): DonateFormState => ({
  values: amountFromLink(params.get('amount')),
  attempt: randomUUID(),
});

/** /f/{code}/donate: the donation sheet for the fundraiser (or that it is not taking donations). */
export function donatePage(
  deps: Deps,
  review: Review,
  form: DonateFormState,
  status?: Extract<PublicPage, { kind: 'donate' }>['status'],
): PublicPage {
  const { fundraiser, detail } = review;
  return {
    kind: 'donate',
    fundraiser: {
      short_code: fundraiser.short_code,
      title: detail?.fundraiser_title ?? 'Fundraiser',
      currency: fundraiser.currency,
      live: fundraiser.status === 'live',
      paybill: review.paybill,
      account: paybillOf(review)?.account,
    },
    pageUrl: pageUrlOf(deps, fundraiser.short_code),
    form,
    testPayments: deps.payments.testMode,
    ...(status && { status }),
  };
}

/** /donations/{id}: the donation as its donor sees it, with the fundraiser's total once it is paid. */
export async function donationPage(deps: Deps, id: string): Promise<PublicPage> {
  // Ids are unguessable tokens: anything else is simply not found, without asking the database.
  const donation = /^[\w-]{8,64}$/.test(id) ? await readDonation(deps, id) : null;
  if (!donation) return { kind: 'not-found' };
  const code = donation.fundraiser.short_code;
  const read = donation.status === 'succeeded' ? await loadReviewWithTime(deps, code) : null;
  const view = read && reviewView(read.review);
  return {
    kind: 'donation',
    donation,
    ...(view && { total: { raisedText: view.raisedText, goalText: view.goalText } }),
    pageUrl: pageUrlOf(deps, code),
    readAt: new Date().toISOString(),
  };
}

type FundraiserPageExtras = Pick<Extract<PublicPage, { kind: 'fundraiser' }>, 'mpesaCode' | 'status'>;

/** /f/{code}: the fundraiser's page (with the answer to a form posted there, when one was). */
export async function fundraiserPage(deps: Deps, code: string, extras?: FundraiserPageExtras): Promise<PublicPage> {
  const read = await reviewOf(deps, code);
  if (!read) return { kind: 'not-found', missing: 'fundraiser' };
  const shortCode = read.review.fundraiser.short_code;
  // Drawn with the page (before any script), and handed to the island so it asks for nothing.
  const updates = await publicUpdates(deps, shortCode, 1, UPDATES_PAGE_SIZE);
  return {
    kind: 'fundraiser',
    review: read.review,
    pageUrl: pageUrlOf(deps, shortCode),
    readAt: read.readAt,
    testPayments: deps.payments.testMode,
    ...(updates && { updates }),
    ...extras,
  };
}

/** A server-drawn page with the data it shows, read straight from the database. */
export async function loadPublicPage(
  c: Context<AppEnv>,
  deps: Deps,
  route: PublicRoute,
  params: URLSearchParams,
): Promise<PublicPage> {
  switch (route.kind) {
    case 'home': {
      return { kind: 'home', live: (await newestLive(deps.db, HOME_CARD_COUNT)).map(toCard) };
    }
    case 'fundraisers':
      // 'Find items for donation' is the list's other view (decisions: /fundraisers?view=items).
      return params.get('view') === 'items' ? itemsListPage(deps, params) : discovery(deps, params);
    case 'fundraiser':
      return route.code ? fundraiserPage(deps, route.code) : { kind: 'not-found', missing: 'url' };
    case 'donate': {
      const read = await reviewOf(deps, route.code);
      if (!read) return { kind: 'not-found' };
      // A pledge's Pay now fills the sheet in for its pledge (D-241).
      return donatePage(deps, read.review, (await pledgeDonateForm(c, deps, read.review, params)) ?? emptyForm(params));
    }
    case 'pledge': {
      const read = await reviewOf(deps, route.code);
      return read ? pledgeFormPage(deps, read.review, { values: {} }) : { kind: 'not-found' };
    }
    case 'my-pledge':
      return myPledgePage(c, deps, route.id, params);
    case 'refund-claim':
      return refundClaimPage(deps, route.code);
    case 'donation':
      return donationPage(deps, route.id);
    case 'report':
      // ?sent=1 is where the posted form leads (post, redirect, get): a reload sends nothing again.
      return loadReportPage(deps, route.subject, route.code, params.get('sent') === '1');
    case 'item':
      return itemPage(deps, route.code);
    case 'legal':
    case 'contact':
      return route;
  }
}
