import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import { listReceived } from '../../db/repositories/donations.repository.ts';
import { fundraiserTotals } from '../../money/ledger/ledger.ts';
import { raisedIn } from '../../lib/fx.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { findByShortCodeOr404 } from '../fundraisers/ownership.ts';
import { csvRow, nairobiDateTime } from './csv.ts';
import type * as R from './received-donations.routes.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { fromMinor } from '#shared/kes.ts';

/** Only the fundraiser's owner sees who gave what (403 for anyone else, reviewers included). */
async function ownFundraiser(deps: Deps, shortCode: string, user: UserRow) {
  const fundraiser = await findByShortCodeOr404(deps, shortCode);
  if (fundraiser.user_id !== user.id) throw new ApiError(403, MSG.forbidden);
  return fundraiser;
}

const CSV_BATCH = 500;

export const list =
  (deps: Deps): Handler<typeof R.list> =>
  async (c) => {
    const fundraiser = await ownFundraiser(deps, c.req.valid('param').short_code, c.get('user'));
    const { page, page_size } = c.req.valid('query');
    const [rows, totals] = await Promise.all([
      listReceived(deps.db, fundraiser.id, page_size, (page - 1) * page_size),
      fundraiserTotals(deps.db, fundraiser.id),
    ]);
    c.header('Cache-Control', 'private, no-cache');
    return c.json(
      {
        data: rows.map((r) => ({
          reference: r.reference,
          donor_name: r.donor_name,
          amount: fromMinor(r.amount_minor),
          message: r.message,
          paid_at: r.paid_at,
          mpesa_receipt: r.mpesa_receipt,
        })),
        // Pages of M-Pesa gifts: the supporters who gave in person are in the cash book (D-238).
        meta: pageMeta(page, page_size, totals.supporters - totals.cashSupporters, 1),
        totals: {
          raised_kes: fromMinor(totals.raisedMinor),
          raised_amount: raisedIn(fundraiser.currency, totals.raisedMinor),
          currency: fundraiser.currency,
          supporters_count: totals.supporters,
        },
      },
      200,
    );
  };

export const csv =
  (deps: Deps): Handler<typeof R.csv> =>
  async (c) => {
    const { short_code } = c.req.valid('param');
    const fundraiser = await ownFundraiser(deps, short_code, c.get('user'));
    // Kenyan time, and M-Pesa's receipt number (the owner reconciles the statement by it); never
    // the donor's phone, never the donation's id (the receipt link's secret, D-156).
    let body = csvRow(['Date (EAT, Nairobi time)', 'Donor', 'Amount (KES)', 'M-Pesa receipt', 'Message']);
    for (let offset = 0; ; offset += CSV_BATCH) {
      const rows = await listReceived(deps.db, fundraiser.id, CSV_BATCH, offset);
      for (const r of rows)
        body += csvRow([
          nairobiDateTime(r.paid_at),
          r.donor_name,
          fromMinor(r.amount_minor),
          r.mpesa_receipt ?? '',
          r.message ?? '',
        ]);
      if (rows.length < CSV_BATCH) break;
    }
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="donations-${short_code}.csv"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(body, 200);
  };
