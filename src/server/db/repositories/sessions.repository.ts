import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { RefreshTokensTable, SessionsTable } from '../schema.ts';
import { nowIso } from '../../lib/time.ts';
import { changedOne } from '../compare-and-swap.ts';

export const createSession = (db: Db, row: Insertable<SessionsTable>) =>
  db.insertInto('sessions').values(row).execute();

export const addRefreshToken = (db: Db, row: Insertable<RefreshTokensTable>) =>
  db.insertInto('refresh_tokens').values(row).execute();

export const findRefreshToken = (db: Db, tokenHash: string) =>
  db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .select(['t.token_hash', 't.session_id', 't.expires_at', 't.used_at', 's.user_id', 's.revoked_at'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Marks a refresh token used; false when it already was (the conditional update makes it atomic). */
export async function markRefreshTokenUsed(db: Db, tokenHash: string) {
  return changedOne(
    db
      .updateTable('refresh_tokens')
      .set({ used_at: nowIso() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null),
  );
}

export const findLiveSession = (db: Db, sessionId: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id'])
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

export const revokeSession = (db: Db, sessionId: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();

/** After a password change or reset every device signs in again. */
export const revokeUserSessions = (db: Db, userId: string, exceptSessionId?: string) => {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  return q.execute();
};
