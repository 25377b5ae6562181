import { MSG } from '#shared/messages.ts';
import { TIMINGS } from '#shared/constants.ts';
import type { Deps } from '../../deps.ts';
import type { Handler as H } from '../../lib/openapi.ts';
import { clearAuthCookies, readAccessCredential, readRefreshCookie, setAuthCookies } from '../../auth/cookies.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import { signIn } from '../../auth/sign-in.ts';
import { readAccessToken, rotateRefreshToken } from '../../auth/tokens.ts';
import * as codes from '../../db/repositories/codes.repository.ts';
import * as sessions from '../../db/repositories/sessions.repository.ts';
import * as users from '../../db/repositories/users.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import { sameHash, sha256 } from '../../lib/secrets.ts';
import { languageOfRequest } from '../../lib/request-language.ts';
import { publicUser } from '../../lib/serializers.ts';
import { isPast, nowIso } from '../../lib/time.ts';
import {
  attemptOf,
  codeHash,
  endVerification,
  resendVerification,
  startVerification,
} from '../../services/verification.ts';
import type * as R from './auth.routes.ts';

export const register =
  (deps: Deps): H<typeof R.register> =>
  async (c) => {
    const body = c.req.valid('json');
    // Limited like login: the 409 below tells whoever asks that an address has an account.
    await enforceLimit(c, deps, 'register', body.email_address);
    const existing = await users.findUserByEmail(deps.db, body.email_address);
    const pending = {
      pending_password_hash: await hashPassword(body.password),
      pending_firstname: body.firstname,
      pending_lastname: body.lastname,
    };
    if (existing && !existing.is_verified) {
      // Signing up again before verifying: a new attempt of its own, whose code carries these
      // credentials; any earlier attempt keeps its code. Nothing of the account is returned.
      await startVerification(c, deps, existing, { pending });
      return c.json({ message: MSG.verifyEmailWarning, status: 'warning' as const }, 200);
    }
    if (existing) throw fieldError('email_address', MSG.emailTaken, 409);
    let user;
    try {
      user = await users.insertUser(deps.db, {
        email_address: body.email_address,
        password_hash: pending.pending_password_hash,
        firstname: body.firstname,
        lastname: body.lastname,
        terms_accepted_at: body.terms_accepted ? nowIso() : null,
        // The language the person was using: their code and later e-mails come in it.
        language: languageOfRequest(c),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('email_address', MSG.emailTaken, 409);
      throw err;
    }
    await startVerification(c, deps, user, { pending });
    return c.json({ message: MSG.registered, data: { user: publicUser(user) } }, 201);
  };

export const verifyAccount =
  (deps: Deps): H<typeof R.verifyAccount> =>
  async (c) => {
    const body = c.req.valid('json');
    await enforceLimit(c, deps, 'verify', body.email_address);
    const user = await users.findUserByEmail(deps.db, body.email_address);
    const attempt = await attemptOf(c, deps, user);
    // An unknown address, a verified one and another browser's sign-up get the same answer.
    if (!user || user.is_verified || !attempt) throw fieldError('verification_code', MSG.invalidCode);
    if (isPast(attempt.expires_at)) throw new ApiError(401, MSG.otpExpired);
    const max = TIMINGS.verificationAttemptsMax;
    const tries = await codes.claimTry(deps.db, attempt.id_hash, max);
    if (tries === null) throw fieldError('verification_code', MSG.codeVoid);
    if (!sameHash(attempt.code_hash, codeHash(attempt.id_hash, body.verification_code))) {
      throw fieldError('verification_code', tries >= max ? MSG.codeVoid : MSG.invalidCode);
    }
    // Two requests with the right code: only the one that removes the attempt goes on.
    if (!(await codes.consumeAttempt(deps.db, attempt.id_hash))) throw fieldError('verification_code', MSG.invalidCode);
    await codes.deleteVerificationCode(deps.db, user.id);
    const verified = await users.updateUser(deps.db, user.id, {
      is_verified: 1,
      verified_at: nowIso(),
      // The sign-up this code was sent for wins: its password and names, and no social identity
      // that claimed the address before it was proven.
      ...(attempt.pending_password_hash && {
        password_hash: attempt.pending_password_hash,
        firstname: attempt.pending_firstname ?? user.firstname,
        lastname: attempt.pending_lastname ?? user.lastname,
        uid: null,
        provider: 'email',
      }),
    });
    if (attempt.pending_password_hash) await sessions.revokeUserSessions(deps.db, user.id);
    endVerification(c, deps);
    const signedIn = await signIn(c, deps, verified);
    return c.json({ message: MSG.accountVerified, data: { user: publicUser(signedIn) } }, 200);
  };

export const resendCode =
  (deps: Deps): H<typeof R.resendCode> =>
  async (c) => {
    const { email_address } = c.req.valid('json');
    await enforceLimit(c, deps, 'resend', email_address);
    const user = await users.findUserByEmail(deps.db, email_address);
    // Only for this browser's own attempt, and the same answer whether or not there is one, so the
    // endpoint neither lists accounts nor mails codes that nobody here could use.
    await resendVerification(c, deps, user);
    return c.json({ message: MSG.codeResent }, 200);
  };

export const login =
  (deps: Deps): H<typeof R.login> =>
  async (c) => {
    const body = c.req.valid('json');
    await enforceLimit(c, deps, 'login', body.email_address);
    const user = await users.findUserByEmail(deps.db, body.email_address);
    const ok = await verifyPassword(user?.password_hash ?? null, body.password);
    if (!user || !ok) throw new ApiError(401, MSG.invalidCredentials);
    if (!user.is_verified) {
      // The password is proven, so this browser may ask for a code (Resend Code) and verify.
      await startVerification(c, deps, user, { mail: false });
      return c.json({ message: MSG.verifyEmailWarning, data: { user: publicUser(user) } }, 403);
    }
    const signedIn = await signIn(c, deps, user);
    return c.json({ message: MSG.loginSuccess, data: { user: publicUser(signedIn) } }, 200);
  };

export const logout =
  (deps: Deps): H<typeof R.logout> =>
  async (c) => {
    // Signing out always succeeds for the browser; whatever session the request names is revoked.
    const access = readAccessCredential(c);
    const claims = access ? await readAccessToken(deps.env.JWT_SECRET, access) : null;
    if (claims) await sessions.revokeSession(deps.db, claims.sid);
    const refresh = readRefreshCookie(c);
    const row = refresh ? await sessions.findRefreshToken(deps.db, sha256(refresh)) : undefined;
    if (row) await sessions.revokeSession(deps.db, row.session_id);
    clearAuthCookies(c, deps.env);
    return c.json({ message: MSG.logoutSuccess }, 200);
  };

export const tokenRefresh =
  (deps: Deps): H<typeof R.tokenRefresh> =>
  async (c) => {
    const fromBody = (await c.req.json().catch(() => ({}))) as { refresh?: unknown };
    const bodyToken = typeof fromBody?.refresh === 'string' && fromBody.refresh ? fromBody.refresh : undefined;
    const refresh = bodyToken ?? readRefreshCookie(c);
    const result = refresh ? await rotateRefreshToken(deps.db, deps.env.JWT_SECRET, refresh) : null;
    if (result?.kind !== 'rotated') {
      clearAuthCookies(c, deps.env);
      throw new ApiError(401, MSG.invalidRefresh);
    }
    setAuthCookies(c, deps.env, result.tokens);
    // The refresh token goes back in the body only to a client that sent it there itself;
    // browsers keep it in the HttpOnly cookie, out of reach of page scripts.
    return c.json({ access: result.tokens.access, ...(bodyToken && { refresh: result.tokens.refresh }) }, 200);
  };
