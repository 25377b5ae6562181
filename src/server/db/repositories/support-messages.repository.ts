import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { WORDS_CONDITION } from '../migrations/031-donations-by-time.ts';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';

// Words of support (D-171): the `message` of a fundraiser's paid donations. The public reads the
// ones its owner has not hidden; the owner reads all of them, hidden ones marked.

type Donations = ExpressionBuilder<Database, 'donations'>;
/** When M-Pesa confirmed it (seeded demo donations have only their creation time). */
const paidAt = (eb: Donations) => eb.fn.coalesce('completed_at', 'created_at');
/** An anonymous donor's name is never read: null in its place (D-165). */
const shownName = (eb: Donations) =>
  eb.case().when('anonymous', '=', 0).then(eb.ref('donor_name')).end().as('donor_name');

/** What a message is shown with; the reference and the hidden mark are for its owner's list only. */
const columns = (eb: Donations) =>
  [shownName(eb), 'anonymous', 'message', paidAt(eb).as('paid_at'), 'reference', 'message_hidden_at'] as const;

/**
 * Only paid donations carry words anyone sees; a pending or failed one's never show. Written as
 * the words index's own condition, in literals (migration 031): SQLite uses a partial index only
 * for a query that states its condition, and a bound parameter states nothing it can check.
 */
const withWords = <O>(qb: SelectQueryBuilder<Database, 'donations', O>, fundraiserId: string, hidden: boolean) => {
  const q = qb.where('fundraiser_id', '=', fundraiserId).where(sql<boolean>`${sql.raw(WORDS_CONDITION)}`);
  return hidden ? q : q.where('message_hidden_at', 'is', null);
};

export interface SupportMessagesQuery {
  limit: number;
  offset: number;
  /** The owner's list: hidden ones too. */
  withHidden: boolean;
}

/** Newest first; ties (seeded rows paid in one second) in a fixed order, so pages never repeat one. */
export const listSupportMessages = (db: Db, fundraiserId: string, q: SupportMessagesQuery) =>
  withWords(db.selectFrom('donations').select(columns), fundraiserId, q.withHidden)
    .orderBy(paidAt, 'desc')
    .orderBy('reference')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
export type SupportMessageRow = Awaited<ReturnType<typeof listSupportMessages>>[number];

export async function countSupportMessages(db: Db, fundraiserId: string, withHidden: boolean) {
  const row = await withWords(
    db.selectFrom('donations').select((eb) => eb.fn.countAll<number>().as('count')),
    fundraiserId,
    withHidden,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Hides (a time) or shows again (null) the words of one of the fundraiser's paid donations, named
 * by its reference; false when the fundraiser has no such words. Hiding again keeps the first time.
 */
export async function setSupportMessageHidden(db: Db, fundraiserId: string, reference: string, at: string | null) {
  const found = await withWords(db.selectFrom('donations').select(['id', 'message_hidden_at']), fundraiserId, true)
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!found) return false;
  if (Boolean(found.message_hidden_at) !== Boolean(at))
    await db.updateTable('donations').set({ message_hidden_at: at }).where('id', '=', found.id).execute();
  return true;
}

/** One message of the fundraiser, as its owner's list shows it. */
export const findSupportMessage = async (db: Db, fundraiserId: string, reference: string) =>
  (await withWords(db.selectFrom('donations').select(columns), fundraiserId, true)
    .where('reference', '=', reference)
    .executeTakeFirst()) ?? null;
