import type { Deps } from '../../deps.ts';
import { countDonationsBy, listDonationsBy } from '../../db/repositories/profile.repository.ts';
import type { Handler } from '../../lib/openapi.ts';
import type * as R from './my-donations.routes.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { fromMinor } from '#shared/kes.ts';

/** GET /users/me/donations/: only ever the caller's own (the id comes from the session). */
export const listMyDonations =
  (deps: Deps): Handler<typeof R.listMyDonations> =>
  async (c) => {
    const userId = c.get('user').id;
    const { page, page_size } = c.req.valid('query');
    const [rows, total] = await Promise.all([
      listDonationsBy(deps.db, userId, page_size, (page - 1) * page_size),
      countDonationsBy(deps.db, userId),
    ]);
    c.header('Cache-Control', 'private, no-cache');
    return c.json(
      {
        data: rows.map((r) => ({
          id: r.id,
          amount: fromMinor(r.amount_minor),
          currency: r.currency,
          paid_at: r.paid_at,
          fundraiser: { short_code: r.short_code, title: r.title },
        })),
        meta: pageMeta(page, page_size, total, 1),
      },
      200,
    );
  };
