import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { FundraiserUpdatesTable } from '../fundraiser-updates-table.ts';
import { changedOne } from '../compare-and-swap.ts';

export const insertUpdate = (db: Db, row: Omit<FundraiserUpdatesTable, 'mail_claimed_at'>) =>
  db
    .insertInto('fundraiser_updates')
    .values({ ...row, mail_claimed_at: null })
    .execute();

/** A page of a fundraiser's updates, newest first, with its organiser's name (the only author). */
export const listUpdates = (db: Db, fundraiserId: string, limit: number, offset: number) =>
  db
    .selectFrom('fundraiser_updates as u')
    .innerJoin('users as a', 'a.id', 'u.author_id')
    .select(['u.id', 'u.body', 'u.created_at', 'a.firstname', 'a.lastname'])
    .where('u.fundraiser_id', '=', fundraiserId)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countUpdates(db: Db, fundraiserId: string) {
  const row = await db
    .selectFrom('fundraiser_updates')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('fundraiser_id', '=', fundraiserId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The daily limit is counted from the updates themselves: exact, and shared by every instance. */
export async function countUpdatesSince(db: Db, fundraiserId: string, since: string) {
  const row = await db
    .selectFrom('fundraiser_updates')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('fundraiser_id', '=', fundraiserId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes an update's e-mails for this sender: true for exactly one caller, ever (a compare-and-swap
 * on the null), so neither a retried request nor a second instance sends them again.
 */
export async function claimMailing(db: Db, id: string, now: string) {
  return changedOne(
    db
      .updateTable('fundraiser_updates')
      .set({ mail_claimed_at: now })
      .where('id', '=', id)
      .where('mail_claimed_at', 'is', null),
  );
}

/**
 * Who hears of a new update: each distinct address of the fundraiser's succeeded donations, once,
 * unless any succeeded donation from it said no (the sheet's box, or the unsubscribe link). With
 * the reference of one of that address's donations, which the unsubscribe link is signed for.
 */
export const updateRecipients = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('donations')
    .select([sql<string>`lower(email)`.as('email'), (eb) => eb.fn.min('reference').as('reference')])
    .where('fundraiser_id', '=', fundraiserId)
    .where('status', '=', 'succeeded')
    .where('email', 'is not', null)
    .groupBy(sql`lower(email)`)
    .having((eb) => eb.fn.max('updates_opt_out'), '=', 0)
    .orderBy(sql`lower(email)`)
    .execute();

/** The language each donor address last gave to the fundraiser in (oldest first: the last wins). */
export const donorLanguages = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('donations')
    .select([sql<string>`lower(email)`.as('email'), 'language'])
    .where('fundraiser_id', '=', fundraiserId)
    .where('status', '=', 'succeeded')
    .where('email', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The donation an unsubscribe link names: by its reference, or by its id in a link sent before D-156. */
export const donationForUnsubscribe = (db: Db, by: 'reference' | 'id', value: string) =>
  db
    .selectFrom('donations as d')
    .innerJoin('fundraisers as f', 'f.id', 'd.fundraiser_id')
    .leftJoin('fundraiser_details as fd', 'fd.fundraiser_id', 'f.id')
    .select(['d.fundraiser_id', 'd.email', 'f.short_code', 'fd.title'])
    .where(by === 'reference' ? 'd.reference' : 'd.id', '=', value)
    .executeTakeFirst();

/** Every donation from this address to this fundraiser stops its updates (any of them said no). */
export const optOutAddress = (db: Db, fundraiserId: string, email: string) =>
  db
    .updateTable('donations')
    .set({ updates_opt_out: 1 })
    .where('fundraiser_id', '=', fundraiserId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .execute();

/** Updates whose e-mails no sender ever took (the process died between the post and the claim). */
export const unmailedUpdates = (db: Db, postedBefore: string, postedAfter: string, limit: number) =>
  db
    .selectFrom('fundraiser_updates as u')
    .innerJoin('fundraisers as f', 'f.id', 'u.fundraiser_id')
    .innerJoin('users as a', 'a.id', 'u.author_id')
    .leftJoin('fundraiser_details as fd', 'fd.fundraiser_id', 'f.id')
    .select(['u.id', 'u.fundraiser_id', 'u.body', 'f.short_code', 'fd.title', 'a.firstname', 'a.lastname'])
    .where('u.mail_claimed_at', 'is', null)
    .where('u.created_at', '<', postedBefore)
    .where('u.created_at', '>', postedAfter)
    .orderBy('u.created_at')
    .limit(limit)
    .execute();
