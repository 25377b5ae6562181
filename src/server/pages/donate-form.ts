import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { chosenAmount } from '#shared/money.ts';
import type { DonateFormState, PublicPage } from '#shared/public-pages.ts';
import { donationRequestSchema } from '#shared/schemas/donation.schema.ts';
import { fieldErrors } from '#shared/schemas/field-errors.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../lib/http-error.ts';
import { startDonation } from '../money/in/donations.ts';
import { donatePage } from './load-public-page.ts';
import { reviewOf } from './review-of.ts';
import { payablePledge } from './pledge-pages.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

/** The statuses the sheet is drawn again with, its message on top. */
const REDRAWN = [409, 422, 429, 503] as const;
/** An attempt key as the server drew it (a UUID): anything else is not used as a key. */
const ATTEMPT = /^[0-9a-f-]{36}$/i;

type Answer = { redirect: string } | { page: PublicPage };

/**
 * POST /f/{code}/donate, the sheet's plain form (application/x-www-form-urlencoded): checked with
 * the API's schema and started as the API starts it. The fundraiser is the one in the address.
 * The page's attempt key is the Idempotency-Key, so a form sent twice (a double tap, a reload
 * after the answer was lost) starts one payment and leads to the same donation's page.
 */
export async function postDonateForm(c: Context<AppEnv>, deps: Deps): Promise<Answer> {
  const read = await reviewOf(deps, c.req.param('code') ?? '');
  if (!read) return { page: { kind: 'not-found' } };
  const body = await c.req.parseBody();
  const text = (name: string) => {
    const value = body[name];
    return typeof value === 'string' ? value : undefined;
  };
  const values: DonateFormState['values'] = {
    preset: text('preset'),
    amount: text('amount'),
    phone: text('phone'),
    display_name: text('display_name'),
    message: text('message'),
    email: text('email'),
    anonymous: text('anonymous') === 'on',
    // The sheet posts a hidden 'off' before the box: a ticked box's 'on' comes last and wins.
    updates: text('updates') === undefined ? undefined : text('updates') === 'on',
  };
  const attempt = text('attempt');
  // A pledge's Pay now (D-241): kept through a redraw, checked with the donation when it starts.
  const pledgeId = text('pledge_id');
  const pledgeToken = text('pledge_token');
  const pledge = pledgeId && pledgeToken ? { id: pledgeId, token: pledgeToken } : undefined;
  const redraw = async (status: 400 | (typeof REDRAWN)[number], errors?: FieldErrors, message?: string) => {
    // What the pledge still owes, read again: a link that no longer opens it keeps only its fields.
    const paying = pledge && (await payablePledge(c, deps, read.review, pledge.id, pledge.token));
    return {
      page: donatePage(
        deps,
        read.review,
        // A new key: what was refused started nothing, and the next try is an attempt of its own.
        { values, errors, message, attempt: randomUUID(), ...(pledge && { pledge: paying?.sheet ?? pledge }) },
        status === 422 ? 409 : status,
      ),
    };
  };

  const parsed = donationRequestSchema.safeParse({
    ...values,
    short_code: read.review.fundraiser.short_code,
    amount: chosenAmount(values.preset, values.amount),
    pledge_id: pledge?.id,
    pledge_token: pledge?.token,
  });
  if (!parsed.success) return redraw(400, fieldErrors(parsed.error));
  try {
    const started = await startDonation(c, deps, parsed.data, attempt && ATTEMPT.test(attempt) ? attempt : undefined);
    return { redirect: `/donations/${encodeURIComponent(started.id)}` };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // A pledge's link that no longer opens it (D-241): the sheet again, saying so.
    if (err.status === 404 && pledge) return redraw(409, undefined, err.message);
    if (err.status === 404) return { page: { kind: 'not-found' } };
    if (err.status === 400) return redraw(400, err.errors, err.errors ? undefined : err.message);
    const status = REDRAWN.find((s) => s === err.status);
    if (status) return redraw(status, undefined, err.message);
    throw err;
  }
}
