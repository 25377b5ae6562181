import type { Db } from '../client.ts';

export type LookupTableName = 'industries' | 'startup_stages' | 'team_sizes';

export const listCategories = (db: Db) =>
  db
    .selectFrom('fundraising_categories')
    .select(['id', 'name', 'slug', 'description', 'icon_name'])
    .orderBy('position')
    .execute();

export const findCategory = (db: Db, id: number) =>
  db.selectFrom('fundraising_categories').select(['id', 'name', 'slug']).where('id', '=', id).executeTakeFirst();

export const listLookup = (db: Db, table: LookupTableName) =>
  db.selectFrom(table).select(['id', 'name']).orderBy('position').execute();

export const lookupExists = async (db: Db, table: LookupTableName, id: number) =>
  Boolean(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());

/** Reference data is upserted by id on every start, so edits to the seed lists reach old databases. */
export async function upsertCategories(
  db: Db,
  rows: { id: number; name: string; slug: string; description: string; icon_name: string; position: number }[],
) {
  for (const row of rows) {
    await db
      .insertInto('fundraising_categories')
      .values(row)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          name: row.name,
          slug: row.slug,
          description: row.description,
          icon_name: row.icon_name,
          position: row.position,
        }),
      )
      .execute();
  }
}

export async function upsertLookup(db: Db, table: LookupTableName, names: readonly string[]) {
  for (const [i, name] of names.entries()) {
    const row = { id: i + 1, name, position: i + 1 };
    await db
      .insertInto(table)
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet({ name, position: row.position }))
      .execute();
  }
}
