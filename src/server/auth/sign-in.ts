import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLanguage, LANGUAGE_COOKIE } from '#shared/languages.ts';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import { updateUser } from '../db/repositories/users.repository.ts';
import { setAuthCookies } from './cookies.ts';
import { startSession } from './tokens.ts';

/**
 * Starts a session for the user and sets the access and refresh cookies on the response. Returns
 * the user as signed in: an account whose person never chose its language in settings takes the
 * one chosen on this device (D-251), so the app, its e-mails and its texts speak what they picked.
 */
export async function signIn(c: Context, deps: Deps, user: UserRow): Promise<UserRow> {
  const tokens = await startSession(deps.db, deps.env.JWT_SECRET, user.id, c.req.header('user-agent') ?? null);
  setAuthCookies(c, deps.env, tokens);
  const device = getCookie(c, LANGUAGE_COOKIE);
  if (!user.language_chosen_at && isLanguage(device) && device !== user.language)
    return updateUser(deps.db, user.id, { language: device });
  return user;
}
