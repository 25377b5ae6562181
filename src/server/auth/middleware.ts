import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { findLiveSession } from '../db/repositories/sessions.repository.ts';
import { findUserById } from '../db/repositories/users.repository.ts';
import { ApiError } from '../lib/http-error.ts';
import { readAccessCredential } from './cookies.ts';
import { readAccessToken } from './tokens.ts';

/** The user of a valid access token (cookie or Bearer) of a live session, or null. */
async function sessionOf(c: Context, deps: Deps) {
  const token = readAccessCredential(c);
  const claims = token ? await readAccessToken(deps.env.JWT_SECRET, token) : null;
  // A signed-out or revoked session is refused even while its access token has not expired.
  const session = claims ? await findLiveSession(deps.db, claims.sid) : undefined;
  const user = session ? await findUserById(deps.db, session.user_id) : undefined;
  return claims && session && user && user.id === claims.sub ? { user, session } : null;
}

/** 401 unless the request is signed in. */
export const requireUser = (deps: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const signedIn = await sessionOf(c, deps);
    if (!signedIn) throw new ApiError(401, MSG.notAuthenticated);
    c.set('user', signedIn.user);
    c.set('sessionId', signedIn.session.id);
    await next();
  });

/** Guests welcome (a donation); a signed-in request is still known as its user. */
export const optionalUser = (deps: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const signedIn = await sessionOf(c, deps);
    if (signedIn) {
      c.set('user', signedIn.user);
      c.set('sessionId', signedIn.session.id);
    }
    await next();
  });

/** Creating fundraisers needs a verified e-mail (section 6). */
export const requireVerified = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user').is_verified) throw new ApiError(403, MSG.notVerified);
  await next();
});

export const requireReviewer = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('user').role !== 'reviewer') throw new ApiError(403, MSG.forbidden);
  await next();
});
