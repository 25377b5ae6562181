import { type ExpressionBuilder, sql } from 'kysely';
import { isPostgres, type Db } from '../client.ts';
import type { Database } from '../schema.ts';
import { paged, type Page } from '../paging.ts';

// The card queries behind the explore list, search, "my fundraisers" and the review queue.

type From = Database & {
  f: Database['fundraisers'];
  c: Database['fundraising_categories'];
  u: Database['users'];
  d: Database['fundraiser_details'];
  b: Database['fundraiser_balances'];
};

const baseCards = (db: Db) =>
  db
    .selectFrom('fundraisers as f')
    .innerJoin('fundraising_categories as c', 'c.id', 'f.category_id')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
    // Totals as the ledger keeps them (D-199): a card never sums its fundraiser's donations.
    .leftJoin('fundraiser_balances as b', 'b.fundraiser_id', 'f.id');

const cardColumns = (eb: ExpressionBuilder<From, 'f' | 'c' | 'u' | 'd' | 'b'>) =>
  [
    'f.id',
    'f.short_code',
    'f.status',
    'f.currency',
    'f.created_at',
    'f.rejection_reason',
    'd.title',
    'd.details',
    'd.goal_minor',
    'd.beneficiary_name',
    'c.name as category_name',
    'c.slug as category_slug',
    'u.firstname',
    'u.lastname',
    eb.fn.coalesce('b.raised_minor', eb.lit(0)).as('raised_minor'),
    eb.fn.coalesce('b.supporters', eb.lit(0)).as('supporters'),
    eb
      .selectFrom('fundraiser_images')
      .select('fundraiser_images.variants')
      .whereRef('fundraiser_images.fundraiser_id', '=', 'f.id')
      .orderBy('fundraiser_images.position')
      .limit(1)
      .as('image_variants'),
  ] as const;

/**
 * Counts live fundraisers on their own table (its status index): each has exactly one owner and one
 * category (required keys), so joining them for a count would only cost time.
 */
const liveFundraisers = (db: Db) =>
  db
    .selectFrom('fundraisers as f')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('f.status', '=', 'live');

/** Where a page of the newest-first list ends: its last card's time and id (D-225). */
export interface ListPosition {
  created_at: string;
  id: string;
}

/** Live fundraisers, newest first; after `after` when given (keyset), else from `page`'s offset. */
export async function listLive(db: Db, page: Page, categorySlug?: string, after?: ListPosition) {
  let q = baseCards(db).where('f.status', '=', 'live');
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('f.created_at', '<', after.created_at),
        eb.and([eb('f.created_at', '=', after.created_at), eb('f.id', '>', after.id)]),
      ]),
    );
  let count = liveFundraisers(db);
  if (categorySlug) {
    q = q.where('c.slug', '=', categorySlug);
    const category = db.selectFrom('fundraising_categories').select('id').where('slug', '=', categorySlug);
    count = count.where('f.category_id', '=', category);
  }
  const [total, rows] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    paged(newestFirst(q), after ? { page: 1, pageSize: page.pageSize } : page),
  ]);
  return { rows: rows as CardRow[], total: Number(total.n) };
}

const newestFirst = (q: ReturnType<typeof baseCards>) =>
  q.select(cardColumns).orderBy('f.created_at', 'desc').orderBy('f.id');

/** The newest live fundraisers, uncounted (the home page shows a few and links to the list). */
export const newestLive = async (db: Db, limit: number) =>
  (await newestFirst(baseCards(db).where('f.status', '=', 'live'))
    .limit(limit)
    .execute()) as CardRow[];

export const listByOwner = (db: Db, userId: string) =>
  baseCards(db).where('f.user_id', '=', userId).select(cardColumns).orderBy('f.created_at', 'desc').execute();

export const listPending = (db: Db) =>
  baseCards(db).where('f.status', '=', 'pending_review').select(cardColumns).orderBy('f.created_at', 'asc').execute();

export type CardRow = Awaited<ReturnType<typeof listByOwner>>[number];

/** Fundraisers with open reports, whose oldest open report has waited longest first. */
export const listReported = (db: Db) =>
  baseCards(db)
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('reports')
          .select(['fundraiser_id', (s) => s.fn.min<string>('created_at').as('first_report_at')])
          .where('resolution', 'is', null)
          .groupBy('fundraiser_id')
          .as('r'),
      (join) => join.onRef('r.fundraiser_id', '=', 'f.id'),
    )
    .select(cardColumns)
    .orderBy('r.first_report_at', 'asc')
    .orderBy('f.id')
    .execute();

// Search (D-222): every word must begin a word somewhere; the title weighs most, then the names, the
// category, the story. The database's own text index (migration 029) finds and ranks the matches.

/** The words of a search as the index holds them: letters and digits, lower case, at most six. */
const searchTerms = (text: string) =>
  [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, 6);

/**
 * The live fundraisers every term matches (the index holds live ones only, D-229), as SQL to select
 * from: their id, rank (higher is better) and creation time, for ordering a page on the index alone.
 */
function matches(db: Db, terms: string[]) {
  if (isPostgres(db)) {
    // Weights D, C, B, A: story 1, category 2, names 4, title 8.
    const query = terms.map((t) => `${t}:*`).join(' & ');
    return sql`(select s.fundraiser_id, ts_rank('{0.1, 0.2, 0.4, 0.8}', s.document, q) as score, s.created_at
      from fundraiser_search s, to_tsquery('simple', ${query}) q where s.document @@ q)`;
  }
  const query = terms.map((t) => `"${t}"*`).join(' AND ');
  // bm25 is lower for a better match; its weights are the columns': title, names, category, story.
  return sql`(select k.fundraiser_id, -bm25(fundraiser_search, 8.0, 4.0, 2.0, 1.0) as score, k.created_at
    from fundraiser_search join fundraiser_search_keys k on k.doc = fundraiser_search.rowid
    where fundraiser_search match ${query})`;
}

export async function searchLive(db: Db, text: string, page: Page) {
  const terms = searchTerms(text);
  if (terms.length === 0) return { rows: [] as (CardRow & { score: number })[], total: 0 };
  const found = matches(db, terms);
  // The page is chosen among the matches by themselves, counted in the same pass (one scan of the
  // index, not two); only its dozen are joined into cards.
  const chosen = sql<{ fundraiser_id: string; score: number; total: number | string }>`(select m.fundraiser_id,
    m.score, count(*) over () as total from ${found} m
    order by m.score desc, m.created_at desc, m.fundraiser_id
    limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize})`.as('s');
  const rows = await baseCards(db)
    .innerJoin(chosen, 's.fundraiser_id', 'f.id')
    .where('f.status', '=', 'live')
    .select(cardColumns)
    .select(['s.score', 's.total'])
    .orderBy('s.score', 'desc')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id')
    .execute();
  // A page past the last has no row to carry the count.
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await sql<{ n: number | string }>`select count(*) as n from ${found} m`.execute(db)).rows[0]?.n ?? 0);
  return { rows: rows.map(({ total: _, ...row }) => row) as (CardRow & { score: number })[], total };
}
