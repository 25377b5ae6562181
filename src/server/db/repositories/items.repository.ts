import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { County } from '#shared/kenya-counties.ts';
import type { ItemCategory, ItemStatus } from '#shared/schemas/items.schema.ts';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';
import type { ItemsTable } from '../items-tables.ts';
import { paged, type Page } from '../paging.ts';
import { nowIso } from '../../lib/time.ts';
import { changedOne } from '../compare-and-swap.ts';

// Item offers: written by their donor, listed publicly while available or reserved.

export const insertItem = (db: Db, row: Insertable<ItemsTable>) => db.insertInto('items').values(row).execute();

export const findItemByCode = (db: Db, code: string) =>
  db.selectFrom('items').selectAll().where('code', '=', code).executeTakeFirst();

export const findItemById = (db: Db, id: string) =>
  db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();

/** The first photo's variants of each item, for its card. */
const firstImage = (eb: ExpressionBuilder<Database & { i: ItemsTable }, 'i'>) =>
  eb
    .selectFrom('item_images')
    .select('item_images.variants')
    .whereRef('item_images.item_id', '=', 'i.id')
    .orderBy('item_images.position')
    .limit(1);

const CARD_COLUMNS = [
  'i.id',
  'i.code',
  'i.title',
  'i.category',
  'i.condition',
  'i.quantity',
  'i.county',
  'i.town',
  'i.status',
  'i.created_at',
] as const;

export interface ItemFilters {
  category?: ItemCategory;
  county?: County;
  q?: string;
}

/** `%…%` for LIKE, with the user's own % and _ matched literally. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Available and reserved offers of donors who still have an account, newest first. */
export async function listPublic(db: Db, filters: ItemFilters, page: Page) {
  let q = db
    .selectFrom('items as i')
    .innerJoin('users as u', 'u.id', 'i.donor_id')
    .where('i.status', 'in', ['available', 'reserved'])
    .where('u.deleted_at', 'is', null);
  if (filters.category) q = q.where('i.category', '=', filters.category);
  if (filters.county) q = q.where('i.county', '=', filters.county);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    q = q.where(sql<boolean>`lower(i.title || ' ' || i.description || ' ' || i.town) like ${pattern} escape '\\'`);
  }
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await paged(
    q
      .select(CARD_COLUMNS)
      .select((eb) => firstImage(eb).as('image_variants'))
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc'),
    page,
  );
  return { rows, total: Number(total.n) };
}

/** A donor's offers in every status, newest first, with their open requests counted. */
export const listByDonor = (db: Db, donorId: string) =>
  db
    .selectFrom('items as i')
    .where('i.donor_id', '=', donorId)
    .select(CARD_COLUMNS)
    .select((eb) => firstImage(eb).as('image_variants'))
    .select((eb) =>
      eb
        .selectFrom('item_requests')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('item_requests.item_id', '=', 'i.id')
        .where('item_requests.status', '=', 'open')
        .as('open_requests'),
    )
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();

/** The card of one item (its first photo included), by id. */
export const findCard = (db: Db, id: string) =>
  db
    .selectFrom('items as i')
    .where('i.id', '=', id)
    .select(CARD_COLUMNS)
    .select((eb) => firstImage(eb).as('image_variants'))
    .executeTakeFirst();

export type ItemCardRow = NonNullable<Awaited<ReturnType<typeof findCard>>>;

/**
 * Moves an item from one status to another, only if it is still in `from`: the compare-and-swap
 * that settles races (two accepts, an accept and a 'given', a removal). False when it was not.
 */
export async function changeItemStatus(
  db: Db,
  id: string,
  from: ItemStatus[],
  to: ItemStatus,
  extra: Partial<Pick<ItemsTable, 'given_at' | 'removed_reason' | 'removed_by' | 'removed_at'>> = {},
) {
  return changedOne(
    db
      .updateTable('items')
      .set({ status: to, updated_at: nowIso(), ...extra })
      .where('id', '=', id)
      .where('status', 'in', from),
  );
}
