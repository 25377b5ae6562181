import { sql } from 'kysely';
import type { Destination } from '#shared/schemas/payout-destination.schema.ts';
import type { Db } from '../client.ts';
import { nowIso } from '../../lib/time.ts';

const columns = (d: Destination) =>
  d.kind === 'mpesa'
    ? { kind: d.kind, phone: d.phone, paybill: null, account: null }
    : { kind: d.kind, phone: null, paybill: d.paybill, account: d.account };

/** The destination a row names, as the API shows it. */
export const destinationOf = (row: {
  kind: string;
  phone: string | null;
  paybill: string | null;
  account: string | null;
}): Destination =>
  row.kind === 'mpesa'
    ? { kind: 'mpesa', phone: row.phone! }
    : { kind: 'paybill', paybill: row.paybill!, account: row.account! };

export const findDestination = (db: Db, fundraiserId: string) =>
  db.selectFrom('payout_destinations').selectAll().where('fundraiser_id', '=', fundraiserId).executeTakeFirst();

export const findDestinationRequest = (db: Db, fundraiserId: string) =>
  db.selectFrom('payout_destination_requests').selectAll().where('fundraiser_id', '=', fundraiserId).executeTakeFirst();

/** The change waiting for its code; a newer one replaces it. */
export const putDestinationRequest = (trx: Db, fundraiserId: string, userId: string, d: Destination) =>
  trx
    .insertInto('payout_destination_requests')
    .values({ fundraiser_id: fundraiserId, requested_by: userId, created_at: nowIso(), ...columns(d) })
    .onConflict((oc) =>
      oc.column('fundraiser_id').doUpdateSet({ requested_by: userId, created_at: nowIso(), ...columns(d) }),
    )
    .execute();

export const deleteDestinationRequest = (trx: Db, fundraiserId: string) =>
  trx.deleteFrom('payout_destination_requests').where('fundraiser_id', '=', fundraiserId).execute();

export const putDestination = (trx: Db, fundraiserId: string, userId: string, d: Destination, paidFrom: string) =>
  trx
    .insertInto('payout_destinations')
    .values({ fundraiser_id: fundraiserId, set_by: userId, set_at: nowIso(), paid_from: paidFrom, ...columns(d) })
    .onConflict((oc) =>
      oc.column('fundraiser_id').doUpdateSet({
        set_by: userId,
        set_at: nowIso(),
        paid_from: paidFrom,
        // A new number is checked again by its first payout (D-208); the same number set again
        // keeps a mismatch, which only a reviewer lifts (D-244).
        name_check: sql<
          'mismatch' | null
        >`case when payout_destinations.name_check = 'mismatch' and payout_destinations.phone = excluded.phone then 'mismatch' else null end`,
        ...columns(d),
      }),
    )
    .execute();
