import type { Db } from '../client.ts';
import { nowIso } from '../../lib/time.ts';
import { changedOne } from '../compare-and-swap.ts';

/** The password and names a sign-up asked for, applied when its code is verified. */
export interface PendingCredentials {
  pending_password_hash: string | null;
  pending_firstname: string | null;
  pending_lastname: string | null;
}

const NO_CREDENTIALS: PendingCredentials = {
  pending_password_hash: null,
  pending_firstname: null,
  pending_lastname: null,
};

/** A new attempt with its own code; the user's other attempts (another browser's) stay as they are. */
export const insertAttempt = (
  db: Db,
  attempt: { idHash: string; userId: string | null; codeHash: string; expiresAt: string },
  pending: PendingCredentials & { pending_phone?: string | null } = NO_CREDENTIALS,
) =>
  db
    .insertInto('verification_attempts')
    .values({
      id_hash: attempt.idHash,
      user_id: attempt.userId,
      code_hash: attempt.codeHash,
      expires_at: attempt.expiresAt,
      attempts: 0,
      created_at: nowIso(),
      ...pending,
    })
    .execute();

export const findAttempt = (db: Db, idHash: string) =>
  db.selectFrom('verification_attempts').selectAll().where('id_hash', '=', idHash).executeTakeFirst();

/** A resend: a fresh code for the same attempt, with its tries counted from zero again. */
export const renewAttemptCode = (db: Db, idHash: string, codeHash: string, expiresAt: string) =>
  db
    .updateTable('verification_attempts')
    .set({ code_hash: codeHash, expires_at: expiresAt, attempts: 0 })
    .where('id_hash', '=', idHash)
    .execute();

/**
 * Takes one try before the code is compared, in one conditional update, so parallel guesses on
 * PostgreSQL serialise on the row and never get more than `max` between them. Returns the tries
 * used including this one, or null when none was left.
 */
export async function claimTry(db: Db, idHash: string, max: number) {
  const row = await db
    .updateTable('verification_attempts')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id_hash', '=', idHash)
    .where('attempts', '<', max)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

/** Single use: true only for the request whose delete removed the attempt. */
export async function consumeAttempt(db: Db, idHash: string) {
  const result = await db.deleteFrom('verification_attempts').where('id_hash', '=', idHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every attempt of the user: once the address is proven (or its claim dropped) none may complete. */
export const deleteVerificationCode = (db: Db, userId: string) =>
  db.deleteFrom('verification_attempts').where('user_id', '=', userId).execute();

/** Attempts nobody finished, so the table does not grow with abandoned sign-ups. */
export const pruneAttemptsBefore = (db: Db, createdBefore: string) =>
  db.deleteFrom('verification_attempts').where('created_at', '<', createdBefore).execute();

export const insertPasswordReset = (db: Db, userId: string, tokenHash: string, expiresAt: string) =>
  db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null, created_at: nowIso() })
    .execute();

export const findPasswordReset = (db: Db, tokenHash: string) =>
  db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Single use: true only for the request that flips used_at. */
export async function consumePasswordReset(db: Db, tokenHash: string) {
  return changedOne(
    db
      .updateTable('password_resets')
      .set({ used_at: nowIso() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null),
  );
}

/**
 * Marks every unused reset link of the user used. Called whenever the password or the address
 * changes hands (a reset, a password change, an e-mail change confirmed or undone), so a link
 * mailed earlier, perhaps to an address an intruder controlled, no longer opens the account.
 */
export const voidPasswordResets = (db: Db, userId: string) =>
  db
    .updateTable('password_resets')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
