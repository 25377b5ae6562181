import { sign, verify } from 'hono/jwt';
import { TIMINGS } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import * as sessions from '../db/repositories/sessions.repository.ts';
import { isPast, isoIn, nowIso } from '../lib/time.ts';
import { newId, newToken, sha256 } from '../lib/secrets.ts';

export interface AccessClaims {
  sub: string;
  sid: string;
  exp: number;
  [key: string]: unknown;
}

export interface IssuedTokens {
  access: string;
  refresh: string;
}

const signAccess = (secret: string, userId: string, sessionId: string) =>
  sign(
    { sub: userId, sid: sessionId, exp: Math.floor(Date.now() / 1000) + TIMINGS.accessTokenSeconds },
    secret,
    'HS256',
  );

export async function readAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const claims = (await verify(token, secret, 'HS256')) as AccessClaims;
    return typeof claims.sub === 'string' && typeof claims.sid === 'string' ? claims : null;
  } catch {
    return null;
  }
}

/** A new session (one refresh-token family) for a sign-in. */
export async function startSession(db: Db, secret: string, userId: string, userAgent: string | null) {
  const sessionId = newId();
  await sessions.createSession(db, {
    id: sessionId,
    user_id: userId,
    user_agent: userAgent?.slice(0, 300) ?? null,
    created_at: nowIso(),
    revoked_at: null,
  });
  return issueTokens(db, secret, userId, sessionId);
}

async function issueTokens(db: Db, secret: string, userId: string, sessionId: string): Promise<IssuedTokens> {
  const refresh = newToken();
  await sessions.addRefreshToken(db, {
    token_hash: sha256(refresh),
    session_id: sessionId,
    expires_at: isoIn(TIMINGS.refreshTokenSeconds),
    used_at: null,
    created_at: nowIso(),
  });
  return { access: await signAccess(secret, userId, sessionId), refresh };
}

export type RotateResult =
  | { kind: 'rotated'; tokens: IssuedTokens; userId: string }
  | { kind: 'refused'; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Refresh-token rotation: each refresh token works once. Presenting one that was already used
 * means it was copied, so the whole session (the token family) is revoked.
 */
export async function rotateRefreshToken(db: Db, secret: string, refresh: string): Promise<RotateResult> {
  const row = await sessions.findRefreshToken(db, sha256(refresh));
  if (!row) return { kind: 'refused', reason: 'unknown' };
  if (row.revoked_at) return { kind: 'refused', reason: 'revoked' };
  if (isPast(row.expires_at)) return { kind: 'refused', reason: 'expired' };
  const claimed = await sessions.markRefreshTokenUsed(db, row.token_hash);
  if (!claimed) {
    await sessions.revokeSession(db, row.session_id);
    return { kind: 'refused', reason: 'reused' };
  }
  return { kind: 'rotated', userId: row.user_id, tokens: await issueTokens(db, secret, row.user_id, row.session_id) };
}
