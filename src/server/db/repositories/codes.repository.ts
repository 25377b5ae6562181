import type { Db } from '../client.ts';
import { nowIso } from '../../lib/time.ts';

/** The password and names a sign-up asked for, applied when its code is verified. */
export interface PendingCredentials {
  pending_password_hash: string | null;
  pending_firstname: string | null;
  pending_lastname: string | null;
}

/**
 * One live verification code per user: a new one replaces the old and resets the attempt count.
 * `pending` undefined (a resend) keeps the credentials the previous code carried.
 */
export async function replaceVerificationCode(
  db: Db,
  userId: string,
  codeHash: string,
  expiresAt: string,
  pending?: PendingCredentials,
) {
  const previous = await findVerificationCode(db, userId);
  const carried = pending ?? {
    pending_password_hash: previous?.pending_password_hash ?? null,
    pending_firstname: previous?.pending_firstname ?? null,
    pending_lastname: previous?.pending_lastname ?? null,
  };
  await db.deleteFrom('verification_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('verification_codes')
    .values({
      user_id: userId,
      code_hash: codeHash,
      expires_at: expiresAt,
      attempts: 0,
      created_at: nowIso(),
      ...carried,
    })
    .execute();
}

export const findVerificationCode = (db: Db, userId: string) =>
  db.selectFrom('verification_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const countWrongAttempt = (db: Db, userId: string) =>
  db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .execute();

export const deleteVerificationCode = (db: Db, userId: string) =>
  db.deleteFrom('verification_codes').where('user_id', '=', userId).execute();

export const insertPasswordReset = (db: Db, userId: string, tokenHash: string, expiresAt: string) =>
  db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null, created_at: nowIso() })
    .execute();

export const findPasswordReset = (db: Db, tokenHash: string) =>
  db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Single use: true only for the request that flips used_at. */
export async function consumePasswordReset(db: Db, tokenHash: string) {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: nowIso() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
