import { MSG } from '#shared/messages.ts';
import { TIMINGS } from '#shared/constants.ts';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import * as codes from '../db/repositories/codes.repository.ts';
import { fieldError } from '../lib/http-error.ts';
import { newVerificationCode, sameHash, sha256 } from '../lib/secrets.ts';
import { isoIn, isPast } from '../lib/time.ts';
import { queueText } from './sms/sms-outbox.ts';
import { codeHash } from './verification.ts';

// A 6-digit code sent by SMS to prove that the holder of a phone is acting (D-212, D-202): a phone
// number for codes, an approval of a withdrawal. It lives in the attempt engine of e-mail codes
// (verification_attempts: its hash, expiry and tries), one attempt per purpose and person, found by
// a hash of both; a new code for the same purpose voids the previous one.

export const smsCodeKey = (purpose: string, ...ids: string[]) => sha256([purpose, ...ids].join(':'));

export interface SmsCode {
  key: string;
  /** Null for a phone proven without an account (a pledger's, D-230). */
  userId: string | null;
  phone: string;
  /** The text, given the code. */
  text: (code: string) => string;
  /** What the outbox calls it; ends in '-code' so quiet hours never hold it (D-210). */
  purpose: `${string}-code`;
  /** A number waiting for this code to become the account's (phone verification only). */
  pendingPhone?: string;
}

/** Writes the code's attempt and its SMS in the caller's transaction: no code without its text. */
export async function writeSmsCode(trx: Db, sms: SmsCode) {
  const code = newVerificationCode();
  await codes.consumeAttempt(trx, sms.key);
  await codes.insertAttempt(
    trx,
    {
      idHash: sms.key,
      userId: sms.userId,
      codeHash: codeHash(sms.key, code),
      expiresAt: isoIn(TIMINGS.verificationCodeSeconds),
    },
    {
      pending_password_hash: null,
      pending_firstname: null,
      pending_lastname: null,
      pending_phone: sms.pendingPhone ?? null,
    },
  );
  await queueText(trx, { to: sms.phone, text: sms.text(code), purpose: sms.purpose });
}

/**
 * Checks a code against its attempt, counting the try (at most five); throws the field error the
 * person sees. The caller then uses it once, with `useSmsCode` in the transaction it guards.
 */
export async function checkSmsCode(deps: Deps, key: string, code: string, missing: string) {
  const attempt = await codes.findAttempt(deps.db, key);
  if (!attempt) throw fieldError('code', missing);
  if (isPast(attempt.expires_at)) throw fieldError('code', MSG.otpExpired);
  const max = TIMINGS.verificationAttemptsMax;
  const tries = await codes.claimTry(deps.db, key, max);
  if (tries === null) throw fieldError('code', MSG.codeVoid);
  if (!sameHash(attempt.code_hash, codeHash(key, code)))
    throw fieldError('code', tries >= max ? MSG.codeVoid : MSG.invalidCode);
  return attempt;
}

/** Spends the code in the caller's transaction: of two requests with the right code, one goes on. */
export async function useSmsCode(trx: Db, key: string) {
  if (!(await codes.consumeAttempt(trx, key))) throw fieldError('code', MSG.invalidCode);
}
