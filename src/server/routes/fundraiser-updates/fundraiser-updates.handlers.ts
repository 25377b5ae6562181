import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import { unsubscribeSchema } from '#shared/schemas/fundraiser-update.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { donationForUnsubscribe, optOutAddress } from '../../db/repositories/fundraiser-updates.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { fingerprintOf, idempotent } from '../../lib/idempotency.ts';
import type { Handler } from '../../lib/openapi.ts';
import { validUnsubscribeToken } from '../../services/fundraiser-updates/unsubscribe-token.ts';
import { postUpdate, publicUpdates } from '../../services/fundraiser-updates/updates.ts';
import type * as R from './fundraiser-updates.routes.ts';
import { confirmPage, donePage, type UnsubscribeLink } from './unsubscribe-page.ts';

export const post =
  (deps: Deps): Handler<typeof R.post> =>
  (c) => {
    const { short_code } = c.req.valid('param');
    const { body } = c.req.valid('json');
    const fingerprint = fingerprintOf({ short_code, body });
    return idempotent(c, deps, { route: 'fundraiser-update', fingerprint }, (claim) =>
      postUpdate(deps, short_code, c.get('user'), body, claim),
    );
  };

export const list =
  (deps: Deps): Handler<typeof R.list> =>
  async (c) => {
    const { short_code } = c.req.valid('param');
    const { page, page_size } = c.req.valid('query');
    const reply = await publicUpdates(deps, short_code, page, page_size);
    if (!reply) throw new ApiError(404, MSG.fundraiserNotFound);
    // An update just posted shows at once, for its organiser and for everyone.
    c.header('Cache-Control', 'no-cache');
    return c.json(reply, 200);
  };

/** The donation a link names, when its token is the server's own signature of what it names. */
async function linkedDonation(deps: Deps, input: unknown) {
  const parsed = unsubscribeSchema.safeParse(input);
  if (!parsed.success) return null;
  const { token } = parsed.data;
  // An old link names the donation by its id (D-157); the page posts back what the link named.
  const link: UnsubscribeLink =
    'ref' in parsed.data
      ? { field: 'ref', value: parsed.data.ref }
      : { field: 'donation', value: parsed.data.donation };
  if (!validUnsubscribeToken(deps.env, link.value, token)) return null;
  const donation = await donationForUnsubscribe(deps.db, link.field === 'ref' ? 'reference' : 'id', link.value);
  return donation?.email ? { ...donation, email: donation.email, link, token } : null;
}

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/** GET: the link from the e-mail shows what it would do and a button; opening it changes nothing. */
export const unsubscribePage = (deps: Deps) => async (c: Context<AppEnv>) => {
  noStore(c);
  const donation = await linkedDonation(deps, c.req.query());
  if (!donation) return c.html(donePage(MSG.unsubscribeInvalid), 404);
  return c.html(confirmPage(donation.title ?? donation.short_code, donation.link, donation.token), 200);
};

/** POST (the page's plain form, or JSON): no more update e-mails to this address from this fundraiser. */
export const unsubscribe = (deps: Deps) => async (c: Context<AppEnv>) => {
  noStore(c);
  const form = !(c.req.header('content-type') ?? '').includes('application/json');
  const input: unknown = form ? await c.req.parseBody() : await c.req.json().catch(() => null);
  const donation = await linkedDonation(deps, input);
  if (!donation) {
    if (form) return c.html(donePage(MSG.unsubscribeInvalid), 404);
    throw new ApiError(404, MSG.unsubscribeInvalid);
  }
  await optOutAddress(deps.db, donation.fundraiser_id, donation.email);
  if (form) return c.html(donePage(MSG.updatesUnsubscribed, donation.short_code), 200);
  return c.json({ message: MSG.updatesUnsubscribed }, 200);
};
