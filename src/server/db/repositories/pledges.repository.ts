import type { Db } from '../client.ts';
import type { PledgeLink } from '#shared/pledges/pledge-constants.ts';
import type { PledgeRow, PledgesTable } from '../pledges-tables.ts';
import type { Insertable } from 'kysely';

// Pledges (migration 033, D-230…D-233): their rows and the payments linked to them.

export const findPledge = (db: Db, id: string) =>
  db.selectFrom('pledges').selectAll().where('id', '=', id).executeTakeFirst();

/** The pledge with its fundraiser's code, title and status (its page, its texts). */
export const findPledgeWithFundraiser = (db: Db, id: string) =>
  db
    .selectFrom('pledges as p')
    .innerJoin('fundraisers as f', 'f.id', 'p.fundraiser_id')
    .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
    .selectAll('p')
    .select(['f.short_code', 'f.status as fundraiser_status', 'd.title'])
    .where('p.id', '=', id)
    .executeTakeFirst();

/** The fundraiser's next pledge number; call under the fundraiser row's lock. */
export async function nextPledgeNumber(trx: Db, fundraiserId: string) {
  const row = await trx
    .selectFrom('pledges')
    .select((eb) => eb.fn.max('number').as('top'))
    .where('fundraiser_id', '=', fundraiserId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** Holds the fundraiser's row until the transaction ends (a no-op update: both databases lock it). */
export const lockFundraiser = (trx: Db, fundraiserId: string) =>
  trx
    .updateTable('fundraisers')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', fundraiserId)
    .execute();

/** Holds the pledge's row, so what it still lacks is read by one linking payment at a time. */
export const lockPledge = (trx: Db, id: string) =>
  trx
    .updateTable('pledges')
    .set((eb) => ({ paid_minor: eb.ref('paid_minor') }))
    .where('id', '=', id)
    .execute();

export const insertPledge = (trx: Db, row: Insertable<PledgesTable>) => trx.insertInto('pledges').values(row).execute();

/** From unconfirmed to confirmed, once: false when another request confirmed it first. */
export async function markConfirmed(trx: Db, id: string, tokenHash: string, at: string) {
  const result = await trx
    .updateTable('pledges')
    .set({ state: 'confirmed', token_hash: tokenHash, confirmed_at: at })
    .where('id', '=', id)
    .where('state', '=', 'unconfirmed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** From confirmed to released, while not fully paid; false otherwise. */
export async function markReleased(db: Db, id: string, at: string) {
  const result = await db
    .updateTable('pledges')
    .set({ state: 'released', released_at: at })
    .where('id', '=', id)
    .where('state', '=', 'confirmed')
    .whereRef('paid_minor', '<', 'amount_minor')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every pledge of a fundraiser not yet fulfilled nor released, released (its fundraiser was taken down, D-256). */
export const releaseOpenPledgesOf = (trx: Db, fundraiserId: string, at: string) =>
  trx
    .updateTable('pledges')
    .set({ state: 'released', released_at: at })
    .where('fundraiser_id', '=', fundraiserId)
    .where('state', 'in', ['unconfirmed', 'confirmed'])
    .whereRef('paid_minor', '<', 'amount_minor')
    .execute();

/** Pledges whose folded paybill account is `key`, with their fundraiser's code and status. */
const pledgeAccounts = (db: Db) =>
  db
    .selectFrom('pledges as p')
    .innerJoin('fundraisers as f', 'f.id', 'p.fundraiser_id')
    .select(['p.id', 'p.reference', 'p.state', 'f.id as fundraiser_id', 'f.short_code', 'f.status']);

export const pledgesByReferenceKey = (db: Db, key: string) =>
  pledgeAccounts(db).where('p.reference_key', '=', key).execute();

/** The pledge whose numeric account this is (D-254). */
export const pledgeByAccountNumber = (db: Db, accountNumber: string) =>
  pledgeAccounts(db).where('p.account_number', '=', accountNumber).executeTakeFirst();

/** The oldest confirmed, unreleased pledge from this number to this fundraiser that still lacks money. */
export const oldestOpenPledgeOf = (db: Db, fundraiserId: string, phone: string) =>
  db
    .selectFrom('pledges')
    .selectAll()
    .where('phone', '=', phone)
    .where('fundraiser_id', '=', fundraiserId)
    .where('state', '=', 'confirmed')
    .whereRef('paid_minor', '<', 'amount_minor')
    .orderBy('confirmed_at')
    .orderBy('number')
    .executeTakeFirst();

export async function insertLink(
  trx: Db,
  link: { donationId: string; pledgeId: string; appliedMinor: number; via: PledgeLink; at: string },
) {
  await trx
    .insertInto('pledge_payments')
    .values({
      donation_id: link.donationId,
      pledge_id: link.pledgeId,
      applied_minor: link.appliedMinor,
      via: link.via,
      linked_at: link.at,
    })
    .execute();
  await trx
    .updateTable('pledges')
    .set((eb) => ({ paid_minor: eb('paid_minor', '+', link.appliedMinor) }))
    .where('id', '=', link.pledgeId)
    .execute();
}

export const linkOfDonation = (db: Db, donationId: string) =>
  db.selectFrom('pledge_payments').selectAll().where('donation_id', '=', donationId).executeTakeFirst();

/** The unpaid part of the fundraiser's confirmed, unreleased pledges (D-231), private ones included. */
export async function pledgedMinor(db: Db, fundraiserId: string) {
  const row = await db
    .selectFrom('pledges')
    .select((eb) => eb.fn.sum<number | string | null>(eb('amount_minor', '-', eb.ref('paid_minor'))).as('lacking'))
    .where('fundraiser_id', '=', fundraiserId)
    .where('state', '=', 'confirmed')
    .whereRef('paid_minor', '<', 'amount_minor')
    .executeTakeFirst();
  return Number(row?.lacking ?? 0);
}

/** The newest confirmed, unreleased pledges their pledgers let the public see (D-233). */
export const publicPledges = (db: Db, fundraiserId: string, limit: number) =>
  db
    .selectFrom('pledges')
    .select(['amount_minor', 'paid_minor', 'due_date', 'instalments', 'period', 'state', 'anonymous', 'display_name'])
    .where('fundraiser_id', '=', fundraiserId)
    .where('state', '=', 'confirmed')
    .where('public', '=', 1)
    .orderBy('confirmed_at', 'desc')
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();

/** Every pledge of a fundraiser, newest first (its owner's list). */
export const allPledgesOf = (db: Db, fundraiserId: string): Promise<PledgeRow[]> =>
  db.selectFrom('pledges').selectAll().where('fundraiser_id', '=', fundraiserId).orderBy('number', 'desc').execute();

/** The payments linked to a fundraiser's pledges, with their donations' facts. */
export const paymentsOfPledges = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('pledge_payments as l')
    .innerJoin('pledges as p', 'p.id', 'l.pledge_id')
    .innerJoin('donations as d', 'd.id', 'l.donation_id')
    .select([
      'l.pledge_id',
      'l.applied_minor',
      'l.via',
      'l.linked_at',
      'd.reference',
      'd.amount_minor',
      'd.mpesa_receipt',
      'd.completed_at',
    ])
    .where('p.fundraiser_id', '=', fundraiserId)
    .orderBy('l.linked_at')
    .execute();
