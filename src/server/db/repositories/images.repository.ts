import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { FundraiserImagesTable } from '../schema.ts';

export const listImages = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('fundraiser_images')
    .selectAll()
    .where('fundraiser_id', '=', fundraiserId)
    .orderBy('position')
    .execute();

export async function countImages(db: Db, fundraiserId: string) {
  const row = await db
    .selectFrom('fundraiser_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('fundraiser_id', '=', fundraiserId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertImages = (db: Db, rows: Insertable<FundraiserImagesTable>[]) =>
  rows.length ? db.insertInto('fundraiser_images').values(rows).execute() : Promise.resolve();
