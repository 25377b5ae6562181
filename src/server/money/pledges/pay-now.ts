import type { Context } from 'hono';
import { PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { ApiError } from '../../lib/http-error.ts';
import { pledgeByLink } from './view.ts';

// A donation started from a pledge's Pay now (D-232) names the pledge and its link's token: the
// token proves the payer holds the link; the donation remembers the pledge and, once it succeeds,
// counts toward it (link.ts).

/** The pledge's id when it may be paid toward here; 404 for a wrong link, 409 when not payable. */
export async function pledgeForPayNow(
  c: Context<AppEnv>,
  deps: Deps,
  fundraiserId: string,
  pledgeId: string,
  token: string | undefined,
) {
  const pledge = await pledgeByLink(c, deps, pledgeId, token ?? '');
  const payable =
    pledge.fundraiser_id === fundraiserId &&
    pledge.state === 'confirmed' &&
    Number(pledge.paid_minor) < Number(pledge.amount_minor);
  if (!payable) throw new ApiError(409, PLEDGE_MSG.notPayable);
  return pledge.id;
}
