import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import { setAuthCookies } from './cookies.ts';
import { startSession } from './tokens.ts';

/** Starts a session for the user and sets the access and refresh cookies on the response. */
export async function signIn(c: Context, deps: Deps, user: UserRow) {
  const tokens = await startSession(deps.db, deps.env.JWT_SECRET, user.id, c.req.header('user-agent') ?? null);
  setAuthCookies(c, deps.env, tokens);
  return tokens;
}
