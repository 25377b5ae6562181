import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { EmailChangesTable } from '../schema.ts';
import { nowIso } from '../../lib/time.ts';
import { changedOne } from '../compare-and-swap.ts';

export const insertEmailChange = (db: Db, row: Insertable<EmailChangesTable>) =>
  db.insertInto('email_changes').values(row).execute();

/** The change still waiting for its code (at most one: a new request cancels the previous). */
export const findPendingEmailChange = (db: Db, userId: string) =>
  db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

/** Voids the codes of every waiting change; their undo links keep working. */
export const cancelPendingEmailChanges = (db: Db, userId: string) =>
  db
    .updateTable('email_changes')
    .set({ cancelled_at: nowIso() })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();

/**
 * Counts one try before the code is compared, and only while fewer than `max` were counted: the
 * condition sits in the UPDATE itself, so parallel guesses (PostgreSQL runs them at once) can
 * never be compared more than `max` times. Returns the new count, or null when no try is left.
 */
export async function takeCodeTry(db: Db, id: string, max: number): Promise<number | null> {
  const row = await db
    .updateTable('email_changes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

/** True only for the request that confirms a change still waiting (so a code works once). */
export async function markEmailChangeConfirmed(db: Db, id: string) {
  return changedOne(
    db
      .updateTable('email_changes')
      .set({ confirmed_at: nowIso() })
      .where('id', '=', id)
      .where('confirmed_at', 'is', null)
      .where('cancelled_at', 'is', null),
  );
}

export const findEmailChangeByUndoToken = (db: Db, tokenHash: string) =>
  db.selectFrom('email_changes').selectAll().where('undo_token_hash', '=', tokenHash).executeTakeFirst();

/** Single use: true only for the request that flips undo_used_at. */
export async function consumeUndoToken(db: Db, id: string) {
  return changedOne(
    db
      .updateTable('email_changes')
      .set({ undo_used_at: nowIso() })
      .where('id', '=', id)
      .where('undo_used_at', 'is', null),
  );
}
