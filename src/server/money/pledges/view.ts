import { accountToPay } from './paybill-account.ts';
import type { Context } from 'hono';
import { instalmentsPaid, dueBy, nairobiDate } from '#shared/pledges/instalments.ts';
import type { PledgeView } from '#shared/pledges/pledge.schema.ts';
import { PLEDGE, PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import { pledgeStatus } from '#shared/pledges/pledge-status.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { wrongTries } from '../../auth/rate-limit.ts';
import * as pledges from '../../db/repositories/pledges.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { sameHash } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { clock } from '../../lib/clock.ts';
import { forgetReview } from '../../services/review.ts';
import { tokenHash } from './create.ts';
import { fromMinor } from '#shared/kes.ts';

// A pledge as the holder of its link sees it, and its one-tap release (D-231).

type Found = NonNullable<Awaited<ReturnType<typeof pledges.findPledgeWithFundraiser>>>;

/**
 * The pledge its link names, or 404 for anything else (no such pledge, not confirmed, wrong
 * token: one answer, so a guess learns nothing). Wrong tries count against the client's address.
 */
export async function pledgeByLink(c: Context<AppEnv>, deps: Deps, id: string, token: string): Promise<Found> {
  const pledge = await wrongTries(c, deps, 'pledgeLink', async () => {
    const found = await pledges.findPledgeWithFundraiser(deps.db, id);
    return found?.token_hash && sameHash(found.token_hash, tokenHash(token)) ? found : null;
  });
  if (!pledge) throw new ApiError(404, PLEDGE_MSG.wrongLink);
  return pledge;
}

const plan = (p: Found) => ({
  amount_minor: Number(p.amount_minor),
  due_date: p.due_date,
  instalments: p.instalments,
  period: p.period,
});

/** The donation sheet of the pledge's fundraiser, pre-filled for it (its Pay now). */
export function payUrl(deps: Deps, p: Pick<Found, 'id' | 'short_code'>, token: string, amountKes: number) {
  const query = new URLSearchParams({ pledge: p.id, t: token, amount: String(amountKes) });
  return `${deps.env.PUBLIC_URL}/f/${p.short_code}/donate?${query.toString()}`;
}

export function toPledgeView(deps: Deps, p: Found, token: string, now = clock.now().getTime()): PledgeView {
  const today = nairobiDate(now);
  const paid = Number(p.paid_minor);
  const amount = Number(p.amount_minor);
  const remaining = Math.max(0, amount - paid);
  const status = pledgeStatus({ ...plan(p), state: p.state, paid_minor: paid }, today);
  const payable = (status !== 'released' && remaining > 0 && p.fundraiser_status === 'live') || false;
  const dueNow = Math.min(remaining, Math.max(0, dueBy(plan(p), today) - paid));
  // What Pay now asks for: what is due, else the next instalment's unpaid part.
  const next = instalmentsPaid(plan(p), paid).find((i) => i.paid_minor < i.amount_minor);
  const ask = dueNow > 0 ? dueNow : next ? next.amount_minor - next.paid_minor : remaining;
  return {
    id: p.id,
    status,
    currency: 'KES',
    amount: fromMinor(amount),
    paid: fromMinor(paid),
    remaining: fromMinor(remaining),
    due_now: fromMinor(dueNow),
    due_date: p.due_date,
    instalments: instalmentsPaid(plan(p), paid).map((i) => ({
      due_date: i.due_date,
      amount: fromMinor(i.amount_minor),
      paid: fromMinor(i.paid_minor),
    })),
    period: p.period,
    display_name: p.display_name,
    anonymous: p.anonymous === 1,
    public: p.public === 1,
    confirmed_at: p.confirmed_at,
    released_at: p.released_at,
    fundraiser: { short_code: p.short_code, title: p.title ?? p.short_code, status: p.fundraiser_status },
    paybill: payable ? { business_number: deps.env.DARAJA_SHORTCODE, account: accountToPay(p) } : null,
    // Within a donation's limits: a last few shillings are paid as the smallest donation.
    pay_url: payable
      ? payUrl(deps, p, token, Math.min(PLEDGE.maxKes, Math.max(PLEDGE.minKes, Math.ceil(fromMinor(ask)))))
      : null,
  };
}

/** One tap from the link: a confirmed pledge not fully paid is let go (409 otherwise). */
export async function releasePledge(c: Context<AppEnv>, deps: Deps, id: string, token: string) {
  const pledge = await pledgeByLink(c, deps, id, token);
  if (pledge.state === 'released') return toPledgeView(deps, pledge, token);
  if (!(await pledges.markReleased(deps.db, id, nowIso()))) throw new ApiError(409, PLEDGE_MSG.fulfilled);
  forgetReview(pledge.short_code);
  const after = await pledges.findPledgeWithFundraiser(deps.db, id);
  return toPledgeView(deps, after!, token);
}
