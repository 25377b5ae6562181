import type { Db } from '../client.ts';
import { nowIso } from '../../lib/time.ts';

// One live verification code per user: a new one replaces the old and resets the attempt count.
export async function replaceVerificationCode(db: Db, userId: string, codeHash: string, expiresAt: string) {
  await db.deleteFrom('verification_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('verification_codes')
    .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt, attempts: 0, created_at: nowIso() })
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
