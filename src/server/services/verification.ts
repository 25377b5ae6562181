import type { Context } from 'hono';
import { TIMINGS } from '#shared/constants.ts';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import * as codes from '../db/repositories/codes.repository.ts';
import type { PendingCredentials } from '../db/repositories/codes.repository.ts';
import { clearAttemptCookie, readAttemptCookie, setAttemptCookie } from '../auth/cookies.ts';
import { newToken, newVerificationCode, sha256 } from '../lib/secrets.ts';
import { isoIn } from '../lib/time.ts';
import { greeted, mailTexts } from '../mail-texts/index.ts';

// A code completes only the sign-up (or sign-in) that asked for it, in the browser that asked for
// it: the attempt is found by the hash of a secret in that browser's HttpOnly cookie, never by the
// e-mail alone. Whoever types a code meant for another attempt changes nothing (decisions log
// D-009).

/** The stored hash binds the code to its attempt, so equal codes of two attempts never collide. */
export const codeHash = (attemptHash: string, code: string) => sha256(`${attemptHash}:${code}`);

const ATTEMPT_DAYS = 7;

/** In the account's language: a sign-up's is the language its request was made in. */
async function mailCode(deps: Deps, user: UserRow, code: string) {
  const texts = mailTexts(user.language);
  await deps.mailer.send({
    to: user.email_address,
    subject: texts.verificationCode.subject(code),
    text: greeted(texts, user.firstname, texts.verificationCode.lines(code)),
  });
}

/**
 * Opens an attempt bound to this browser. `pending` carries a sign-up's password and names, applied
 * when its code is verified; `mail: false` opens it without a code (an unverified sign-in, whose
 * user asks for one with Resend Code).
 */
export async function startVerification(
  c: Context,
  deps: Deps,
  user: UserRow,
  { pending, mail = true }: { pending?: PendingCredentials; mail?: boolean } = {},
) {
  const secret = newToken();
  const idHash = sha256(secret);
  const code = newVerificationCode();
  await codes.pruneAttemptsBefore(deps.db, isoIn(-ATTEMPT_DAYS * 86400));
  await codes.insertAttempt(
    deps.db,
    { idHash, userId: user.id, codeHash: codeHash(idHash, code), expiresAt: isoIn(TIMINGS.verificationCodeSeconds) },
    pending,
  );
  setAttemptCookie(c, deps.env, secret, ATTEMPT_DAYS * 86400);
  if (mail) await mailCode(deps, user, code);
}

/** This browser's attempt, when it is one for `user`. */
export async function attemptOf(c: Context, deps: Deps, user: UserRow | undefined) {
  const secret = readAttemptCookie(c);
  if (!secret || !user) return undefined;
  const attempt = await codes.findAttempt(deps.db, sha256(secret));
  return attempt?.user_id === user.id ? attempt : undefined;
}

/** Resend Code: a fresh code for this browser's attempt; false when it has none for the user. */
export async function resendVerification(c: Context, deps: Deps, user: UserRow | undefined) {
  const attempt = await attemptOf(c, deps, user);
  if (!attempt || !user || user.is_verified) return false;
  const code = newVerificationCode();
  await codes.renewAttemptCode(
    deps.db,
    attempt.id_hash,
    codeHash(attempt.id_hash, code),
    isoIn(TIMINGS.verificationCodeSeconds),
  );
  await mailCode(deps, user, code);
  return true;
}

export const endVerification = (c: Context, deps: Deps) => clearAttemptCookie(c, deps.env);
