import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { FundraiserDetailsTable } from '../schema.ts';

export const findDetails = (db: Db, fundraiserId: string) =>
  db.selectFrom('fundraiser_details').selectAll().where('fundraiser_id', '=', fundraiserId).executeTakeFirst();

/** Insert or replace a fundraiser's details; a retried submit updates instead of failing. */
export async function upsertDetails(db: Db, row: Insertable<FundraiserDetailsTable>) {
  // A replacement keeps the first created_at.
  const { fundraiser_id, created_at: _firstSaved, ...changes } = row;
  await db
    .insertInto('fundraiser_details')
    .values(row)
    .onConflict((oc) => oc.column('fundraiser_id').doUpdateSet(changes))
    .execute();
  return (await findDetails(db, fundraiser_id))!;
}
