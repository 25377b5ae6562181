import { accountToPay } from '../money/pledges/paybill-account.ts';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { amountFromLink } from '#shared/money.ts';
import { nairobiDate } from '#shared/pledges/instalments.ts';
import type { PledgeFormState } from '#shared/pledges/pledge-pages.ts';
import type { DonateFormState, PublicPage } from '#shared/public-pages.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../lib/http-error.ts';
import { pledgeByLink, toPledgeView } from '../money/pledges/view.ts';

// The pledge pages the server draws (D-240, D-241): the form at /f/{code}/pledge, the pledger's
// own page at /p/{id}?t=, and the donation sheet opened by a pledge's Pay now, filled in for it.

/** An id or token from an address: the API's bounds, else not looked up at all. */
const ID = /^[\w-]{1,64}$/;
const TOKEN = /^[\w-]{1,200}$/;

/** /f/{code}/pledge: the form (or that the fundraiser takes no pledges), and today's Nairobi date. */
export function pledgeFormPage(
  deps: Deps,
  review: Review,
  form: PledgeFormState,
  status?: Extract<PublicPage, { kind: 'pledge' }>['status'],
): PublicPage {
  const { fundraiser, detail } = review;
  return {
    kind: 'pledge',
    fundraiser: {
      short_code: fundraiser.short_code,
      title: detail?.fundraiser_title ?? 'Fundraiser',
      live: fundraiser.status === 'live',
    },
    pageUrl: `${deps.env.PUBLIC_URL}/f/${fundraiser.short_code}`,
    form,
    // The request schema's own 'today' (D-230): the earliest date the form offers is one it takes.
    today: nairobiDate(Date.now()),
    ...(status && { status }),
  };
}

/** The pledge a link names, or null for a link that opens nothing (any 404 or a limit reached). */
async function pledgeOfLink(c: Context<AppEnv>, deps: Deps, id: string | null, token: string | null) {
  if (!id || !token || !ID.test(id) || !TOKEN.test(token)) return null;
  try {
    return await pledgeByLink(c, deps, id, token);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 429)) return null;
    throw err;
  }
}

/** /p/{id}?t=: the pledge as the holder of its link sees it; anything else is simply not found. */
export async function myPledgePage(
  c: Context<AppEnv>,
  deps: Deps,
  id: string,
  params: URLSearchParams,
  message?: string,
): Promise<PublicPage> {
  const token = params.get('t');
  const pledge = await pledgeOfLink(c, deps, id, token);
  if (!pledge || pledge.state === 'unconfirmed') return { kind: 'not-found' };
  return {
    kind: 'my-pledge',
    pledge: toPledgeView(deps, pledge, token!),
    token: token!,
    ...(message && { message, status: 409 as const }),
  };
}

/**
 * /f/{code}/donate?pledge={id}&t={token}&amount=…, a pledge's Pay now (D-241): the sheet filled in
 * with what is due, the pledger's number and name, and the pledge it pays toward (sent with the
 * donation, D-232). The number comes from the pledge, read with its link's token, never from the
 * address. Undefined when the link opens no payable pledge of this fundraiser: a plain sheet then.
 */
export async function pledgeDonateForm(
  c: Context<AppEnv>,
  deps: Deps,
  review: Review,
  params: URLSearchParams,
): Promise<DonateFormState | undefined> {
  if (!params.get('pledge')) return undefined;
  const paying = await payablePledge(c, deps, review, params.get('pledge'), params.get('t'));
  if (!paying) return undefined;
  return {
    values: {
      ...amountFromLink(params.get('amount')),
      phone: `0${paying.row.phone.slice(3)}`,
      ...(paying.row.display_name && { display_name: paying.row.display_name }),
      anonymous: paying.row.anonymous === 1,
    },
    attempt: randomUUID(),
    pledge: paying.sheet,
  };
}

/**
 * The pledge a Pay now link opens, when it is this fundraiser's and can still be paid: its row,
 * and what the sheet shows of it (what is owed, and the paybill account that credits it).
 */
export async function payablePledge(
  c: Context<AppEnv>,
  deps: Deps,
  review: Review,
  id: string | null | undefined,
  token: string | null | undefined,
) {
  const row = await pledgeOfLink(c, deps, id ?? null, token ?? null);
  if (!row || row.short_code !== review.fundraiser.short_code) return undefined;
  const view = toPledgeView(deps, row, token!);
  if (!view.pay_url) return undefined;
  const owed = { amount: view.amount, remaining: view.remaining, account: accountToPay(row) };
  return { row, sheet: { id: row.id, token: token!, owed } };
}
