import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIE_NAMES, TIMINGS } from '#shared/constants.ts';
import type { Env } from '../env.ts';
import type { IssuedTokens } from './tokens.ts';

// Secure everywhere but plain-http development on localhost, where browsers would drop it.
const isSecure = (c: Context, env: Env) => env.NODE_ENV === 'production' || new URL(c.req.url).protocol === 'https:';

export function setAuthCookies(c: Context, env: Env, tokens: IssuedTokens) {
  const base = { path: '/', httpOnly: true, sameSite: 'Strict', secure: isSecure(c, env) } as const;
  setCookie(c, COOKIE_NAMES.access, tokens.access, { ...base, maxAge: TIMINGS.accessTokenSeconds });
  setCookie(c, COOKIE_NAMES.refresh, tokens.refresh, { ...base, maxAge: TIMINGS.refreshTokenSeconds });
}

export function clearAuthCookies(c: Context, env: Env) {
  const base = { path: '/', secure: isSecure(c, env) };
  for (const name of [COOKIE_NAMES.access, COOKIE_NAMES.refresh]) deleteCookie(c, name, base);
}

// The secret of this browser's verification attempt (services/verification.ts); only the
// sign-up calls under /api/users/ need it.
const ATTEMPT_COOKIE = 'verify_attempt';
const ATTEMPT_PATH = '/api/users/';

export function setAttemptCookie(c: Context, env: Env, secret: string, maxAge: number) {
  setCookie(c, ATTEMPT_COOKIE, secret, {
    path: ATTEMPT_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isSecure(c, env),
    maxAge,
  });
}

export const readAttemptCookie = (c: Context) => getCookie(c, ATTEMPT_COOKIE);

export const clearAttemptCookie = (c: Context, env: Env) =>
  deleteCookie(c, ATTEMPT_COOKIE, { path: ATTEMPT_PATH, secure: isSecure(c, env) });

// The spec's client looked for these names; the server reads the same ones.
const ACCESS_NAMES = ['access_token', 'access', 'accessToken', 'token'];
const REFRESH_NAMES = ['refresh_token', 'refresh'];

const firstCookie = (c: Context, names: string[]) => {
  for (const name of names) {
    const value = getCookie(c, name);
    if (value) return value;
  }
  return undefined;
};

export function readAccessCredential(c: Context) {
  const header = c.req.header('authorization');
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  return bearer ?? firstCookie(c, ACCESS_NAMES);
}

export const readRefreshCookie = (c: Context) => firstCookie(c, REFRESH_NAMES);
