import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client.ts';
import { changedOne } from '../compare-and-swap.ts';
import type { IdentityChecksTable } from '../identity-table.ts';
import type { IdentityStatus } from '#shared/schemas/identity.schema.ts';
import { nowIso } from '../../lib/time.ts';

// Identity checks (migration 045, D-258). A person's newest check is their standing.

export const insertIdentityCheck = (db: Db, row: Insertable<IdentityChecksTable>) =>
  db.insertInto('identity_checks').values(row).execute();

export const findIdentityCheck = (db: Db, id: string) =>
  db.selectFrom('identity_checks').selectAll().where('id', '=', id).executeTakeFirst();

export const latestIdentityCheck = (db: Db, userId: string) =>
  db
    .selectFrom('identity_checks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** True when a reviewer approved this person's identity (a later refusal of a new one does not undo it). */
export async function identityApproved(db: Db, userId: string) {
  const row = await db
    .selectFrom('identity_checks')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Decides a waiting check once: two reviewers at once, the second finds it decided. */
export const decideIdentityCheck = (db: Db, id: string, values: Updateable<IdentityChecksTable>) =>
  changedOne(
    db
      .updateTable('identity_checks')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );

/** Checks of this status with their person, oldest first (the queue reviewers work through). */
export const identityChecksWithUsers = (db: Db, status: IdentityStatus) =>
  db
    .selectFrom('identity_checks as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .selectAll('i')
    .select(['u.firstname', 'u.lastname', 'u.email_address'])
    .where('i.status', '=', status)
    .orderBy('i.created_at', status === 'pending' ? 'asc' : 'desc')
    .limit(200)
    .execute();

/** How M-Pesa's registered names of this person's payout numbers compared with theirs (D-208). */
export const payoutNameChecksOf = (db: Db, userId: string) =>
  db
    .selectFrom('payout_destinations as d')
    .innerJoin('fundraisers as f', 'f.id', 'd.fundraiser_id')
    .select('d.name_check')
    .where('f.user_id', '=', userId)
    .where('d.name_check', 'is not', null)
    .execute();

/** Decided checks whose documents are older than `before` and still stored. */
export const documentsToDelete = (db: Db, before: string) =>
  db
    .selectFrom('identity_checks')
    .select(['id', 'user_id', 'document_key', 'selfie_key'])
    .where('status', '!=', 'pending')
    .where('decided_at', '<', before)
    .where('documents_deleted_at', 'is', null)
    .limit(100)
    .execute();

/** Forgets a check's documents (the photos are deleted first); the decision and its date stay. */
export const markDocumentsDeleted = (db: Db, id: string) =>
  db
    .updateTable('identity_checks')
    .set({
      document_number: null,
      document_key: null,
      selfie_key: null,
      documents_deleted_at: nowIso(),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();

/**
 * A deleted account's checks (D-258): the waiting ones go, the decided ones keep only their
 * decision; returns the photo keys to delete once the transaction commits.
 */
export async function forgetIdentityOf(trx: Db, userId: string) {
  const rows = await trx
    .selectFrom('identity_checks')
    .select(['id', 'status', 'document_key', 'selfie_key'])
    .where('user_id', '=', userId)
    .where('documents_deleted_at', 'is', null)
    .execute();
  for (const row of rows)
    if (row.status === 'pending') await trx.deleteFrom('identity_checks').where('id', '=', row.id).execute();
    else await markDocumentsDeleted(trx, row.id);
  return rows.flatMap((r) => [r.document_key, r.selfie_key]);
}
