import { maskPhone } from '#shared/phone.ts';
import { UNCONFIRMED_AFTER_HOURS, type UnconfirmedDonation } from '#shared/schemas/unconfirmed-donations.schema.ts';
import type { Deps } from '../../deps.ts';
import { fromMinor } from '#shared/kes.ts';

/** Pending donations pushed more than a day ago, oldest first (D-216); at most 200 at once. */
export async function unconfirmedDonations(deps: Deps): Promise<UnconfirmedDonation[]> {
  const before = new Date(Date.now() - UNCONFIRMED_AFTER_HOURS * 3600_000).toISOString();
  const rows = await deps.db
    .selectFrom('donations as d')
    .innerJoin('fundraisers as f', 'f.id', 'd.fundraiser_id')
    .leftJoin('fundraiser_details as fd', 'fd.fundraiser_id', 'f.id')
    .select([
      'd.reference',
      'f.short_code',
      'fd.title',
      'd.amount_minor',
      'd.phone',
      'd.pushed_at',
      'd.created_at',
      'd.query_attempts',
      'd.late_queries',
      'd.last_query_outcome',
      'd.last_query_at',
    ])
    .where('d.status', '=', 'pending')
    .where((eb) => eb(eb.fn.coalesce('d.pushed_at', 'd.created_at'), '<', before))
    .orderBy('d.created_at')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    reference: r.reference,
    short_code: r.short_code,
    title: r.title ?? '',
    amount: fromMinor(r.amount_minor),
    phone: r.phone ? maskPhone(r.phone) : '',
    pushed_at: r.pushed_at ?? r.created_at,
    queries: r.query_attempts,
    late_queries: r.late_queries,
    last_query_outcome: r.last_query_outcome,
    last_query_at: r.last_query_at,
  }));
}
