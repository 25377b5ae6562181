import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { DonationsTable } from '../schema.ts';

export const insertDonations = (db: Db, rows: Insertable<DonationsTable>[]) =>
  rows.length ? db.insertInto('donations').values(rows).execute() : Promise.resolve();

export async function donationTotals(db: Db, fundraiserId: string) {
  const row = await db
    .selectFrom('donations')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('raised'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('fundraiser_id', '=', fundraiserId)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return { raisedMinor: Number(row.raised), supporters: Number(row.count) };
}

export const recentDonations = (db: Db, fundraiserId: string, limit = 10) =>
  db
    .selectFrom('donations')
    .select(['donor_name', 'amount_minor', 'created_at'])
    .where('fundraiser_id', '=', fundraiserId)
    .where('status', '=', 'succeeded')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
