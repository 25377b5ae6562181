import type { Db } from '../client.ts';
import { changedOne } from '../compare-and-swap.ts';
import type { FundraiserTreasurersTable } from '../treasurers-table.ts';
import { nowIso } from '../../lib/time.ts';

// A fundraiser's treasurers (D-205). "Standing" rows are invitations and memberships not removed;
// "active" ones were accepted by an account that still exists.

export const insertTreasurer = (trx: Db, row: FundraiserTreasurersTable) =>
  trx.insertInto('fundraiser_treasurers').values(row).execute();

/** Standing rows of a fundraiser, with the account's name once accepted, oldest first. */
export const listStanding = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('fundraiser_treasurers as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.email_address',
      't.expires_at',
      't.invited_at',
      't.accepted_at',
      't.user_id',
      'u.firstname',
      'u.lastname',
    ])
    .where('t.fundraiser_id', '=', fundraiserId)
    .where('t.removed_at', 'is', null)
    .orderBy('t.invited_at')
    .orderBy('t.id')
    .execute();

/** The accounts that approve a fundraiser's withdrawals now (a deleted account approves nothing). */
export const activeTreasurerIds = async (db: Db, fundraiserId: string) =>
  (
    await db
      .selectFrom('fundraiser_treasurers as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select('t.user_id')
      .where('t.fundraiser_id', '=', fundraiserId)
      .where('t.removed_at', 'is', null)
      .where('t.accepted_at', 'is not', null)
      .where('u.deleted_at', 'is', null)
      // In the order they joined, so every list of them reads the same each time.
      .orderBy('t.accepted_at')
      .orderBy('t.user_id')
      .execute()
  ).map((r) => r.user_id!);

/** The verified phones that already approve for a fundraiser: its owner's and its active treasurers'. */
export const approverPhones = async (db: Db, fundraiserId: string, ownerId: string) =>
  (
    await db
      .selectFrom('users as u')
      .select('u.phone')
      .where('u.phone_verified_at', 'is not', null)
      .where('u.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('u.id', '=', ownerId),
          eb(
            'u.id',
            'in',
            eb
              .selectFrom('fundraiser_treasurers as t')
              .select('t.user_id')
              .where('t.fundraiser_id', '=', fundraiserId)
              .where('t.removed_at', 'is', null)
              .where('t.accepted_at', 'is not', null),
          ),
        ]),
      )
      .execute()
  ).map((r) => r.phone);

export const findStanding = (db: Db, fundraiserId: string, id: string) =>
  db
    .selectFrom('fundraiser_treasurers')
    .selectAll()
    .where('id', '=', id)
    .where('fundraiser_id', '=', fundraiserId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();

export const findByTokenHash = (db: Db, tokenHash: string) =>
  db.selectFrom('fundraiser_treasurers').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** The invitation becomes the account's membership, once: false when it was accepted or removed first. */
export const markAccepted = (trx: Db, id: string, userId: string) =>
  changedOne(
    trx
      .updateTable('fundraiser_treasurers')
      .set({ user_id: userId, accepted_at: nowIso(), token_hash: null })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('removed_at', 'is', null),
  );

/** Revokes an invitation or removes a treasurer, once. */
export const markRemoved = (trx: Db, id: string) =>
  changedOne(
    trx
      .updateTable('fundraiser_treasurers')
      .set({ removed_at: nowIso(), token_hash: null })
      .where('id', '=', id)
      .where('removed_at', 'is', null),
  );

/**
 * Holds the fundraiser's row until the transaction ends (a write: PostgreSQL's row lock, SQLite's
 * one writer), so two invitations or an invitation and an acceptance sent together take turns and
 * the limit of three holds.
 */
export const lockTreasurers = (trx: Db, fundraiserId: string) =>
  trx
    .updateTable('fundraisers')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', fundraiserId)
    .execute();

/** The fundraisers a user is an active treasurer of, with their title and organiser. */
export const listTreasurerships = (db: Db, userId: string) =>
  db
    .selectFrom('fundraiser_treasurers as t')
    .innerJoin('fundraisers as f', 'f.id', 't.fundraiser_id')
    .innerJoin('users as o', 'o.id', 'f.user_id')
    .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
    .select(['f.id', 'f.short_code', 'd.title', 'f.user_id as owner_id', 'o.firstname', 'o.lastname', 't.accepted_at'])
    .where('t.user_id', '=', userId)
    .where('t.removed_at', 'is', null)
    .where('t.accepted_at', 'is not', null)
    .orderBy('t.accepted_at', 'desc')
    .execute();

/** Treasurers of a fundraiser to tell of news (a changed payout destination): their accounts. */
export const activeTreasurerAccounts = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('fundraiser_treasurers as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .where('t.fundraiser_id', '=', fundraiserId)
    .where('t.removed_at', 'is', null)
    .where('t.accepted_at', 'is not', null)
    .where('u.deleted_at', 'is', null)
    .execute();

/** Withdrawals of these fundraisers waiting for approvals, with how many they have and whether `userId` gave one. */
export const awaitingApproval = (db: Db, fundraiserIds: string[], userId: string) =>
  fundraiserIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('withdrawals as w')
        .select((eb) => [
          'w.id',
          'w.fundraiser_id',
          'w.amount_minor',
          'w.fee_minor',
          'w.purpose',
          'w.approvals_needed',
          'w.created_at',
          eb
            .selectFrom('withdrawal_approvals as a')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('a.withdrawal_id', '=', 'w.id')
            .as('approvals'),
          eb
            .selectFrom('withdrawal_approvals as a')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('a.withdrawal_id', '=', 'w.id')
            .where('a.user_id', '=', userId)
            .as('mine'),
        ])
        .where('w.fundraiser_id', 'in', fundraiserIds)
        .where('w.status', '=', 'requested')
        .orderBy('w.created_at')
        .execute();

/**
 * A deleted account's treasurerships and the invitations to its address end, and the address they
 * keep is replaced by `erasedEmail` (the right to erasure: the rows stay as history, naming no one).
 */
export const endTreasurerships = (trx: Db, userId: string, email: string, erasedEmail: string) =>
  trx
    .updateTable('fundraiser_treasurers')
    .set((eb) => ({
      email_address: erasedEmail,
      token_hash: null,
      removed_at: eb.fn.coalesce('removed_at', eb.val(nowIso())),
    }))
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email_address', '=', email.toLowerCase())]))
    .execute();
