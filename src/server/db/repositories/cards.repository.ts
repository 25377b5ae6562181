import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Db } from '../client.ts';
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

export async function listLive(db: Db, page: Page, categorySlug?: string) {
  let q = baseCards(db).where('f.status', '=', 'live');
  if (categorySlug) q = q.where('c.slug', '=', categorySlug);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await paged(q.select(cardColumns).orderBy('f.created_at', 'desc').orderBy('f.id'), page);
  return { rows: rows as CardRow[], total: Number(total.n) };
}

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

// Search: every word must match somewhere; the title weighs most, then names, the category, the text.
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function termScore(term: string): RawBuilder<number> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const like = (haystack: RawBuilder<unknown>, weight: number) =>
    sql`(case when ${haystack} like ${pattern} escape '\\' then ${sql.lit(weight)} else 0 end)`;
  return sql<number>`(${like(sql`lower(coalesce(d.title, ''))`, 8)}
    + ${like(sql`lower(coalesce(d.startup_name, '') || ' ' || coalesce(d.organisation_name, '') || ' ' || u.firstname || ' ' || u.lastname)`, 4)}
    + ${like(sql`lower(c.name || ' ' || c.slug)`, 2)}
    + ${like(sql`lower(coalesce(d.details, '') || ' ' || coalesce(d.business_description, '') || ' ' || coalesce(d.mission, '') || ' ' || coalesce(d.location, ''))`, 1)})`;
}

export async function searchLive(db: Db, text: string, page: Page) {
  const terms = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 6);
  if (terms.length === 0) return { rows: [] as (CardRow & { score: number })[], total: 0 };
  const scores = terms.map(termScore);
  let q = baseCards(db).where('f.status', '=', 'live');
  for (const score of scores) q = q.where(sql<boolean>`${score} > 0`);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const score = sql<number>`${sql.join(scores, sql` + `)}`;
  const rows = await paged(
    q
      .select(cardColumns)
      .select(score.as('score'))
      .orderBy(score, 'desc')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id'),
    page,
  );
  return { rows: rows as (CardRow & { score: number })[], total: Number(total.n) };
}
