import { MSG } from '#shared/messages.ts';
import { TIMINGS } from '#shared/constants.ts';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import * as codes from '../db/repositories/codes.repository.ts';
import { updateUser } from '../db/repositories/users.repository.ts';
import { fieldError } from '../lib/http-error.ts';
import { newVerificationCode, sameHash, sha256 } from '../lib/secrets.ts';
import { isoIn, isPast, nowIso } from '../lib/time.ts';
import { queueText } from './sms/sms-outbox.ts';
import { smsTexts } from './sms/sms-texts.ts';
import { codeHash } from './verification.ts';

// A phone number for codes proves itself with a 6-digit code sent to it by SMS (D-212). The code
// lives in the attempt engine of e-mail codes (verification_attempts: its hash, expiry and tries),
// one attempt per account, found by a hash of the account's id; the number waits in pending_phone
// until its code is right.

const NO_CREDENTIALS = { pending_password_hash: null, pending_firstname: null, pending_lastname: null };

/** One phone attempt per account: a new request replaces the previous one and voids its code. */
const phoneAttemptHash = (userId: string) => sha256(`phone:${userId}`);

/** The code's row and its SMS in one transaction: no code without its text, no text without its code. */
export async function startPhoneVerification(deps: Deps, user: UserRow, phone: string) {
  const idHash = phoneAttemptHash(user.id);
  const code = newVerificationCode();
  await deps.db.transaction().execute(async (trx) => {
    await codes.consumeAttempt(trx, idHash);
    await codes.insertAttempt(
      trx,
      { idHash, userId: user.id, codeHash: codeHash(idHash, code), expiresAt: isoIn(TIMINGS.verificationCodeSeconds) },
      { ...NO_CREDENTIALS, pending_phone: phone },
    );
    // A code the person just asked for goes at once, even in quiet hours.
    await queueText(trx, { to: phone, text: smsTexts(user.language).phoneCode(code), purpose: 'phone-code' });
  });
  deps.sms.wake();
}

/** The number waiting for its code, while its code can still be used. */
export async function pendingPhone(deps: Deps, userId: string) {
  const attempt = await codes.findAttempt(deps.db, phoneAttemptHash(userId));
  return attempt?.pending_phone && !isPast(attempt.expires_at) ? attempt.pending_phone : null;
}

/** The right code makes the number the account's, verified; wrong ones are counted (at most five). */
export async function confirmPhone(deps: Deps, user: UserRow, code: string): Promise<UserRow> {
  const idHash = phoneAttemptHash(user.id);
  const attempt = await codes.findAttempt(deps.db, idHash);
  if (!attempt?.pending_phone) throw fieldError('code', MSG.noPhoneCode);
  if (isPast(attempt.expires_at)) throw fieldError('code', MSG.otpExpired);
  const max = TIMINGS.verificationAttemptsMax;
  const tries = await codes.claimTry(deps.db, idHash, max);
  if (tries === null) throw fieldError('code', MSG.codeVoid);
  if (!sameHash(attempt.code_hash, codeHash(idHash, code))) {
    throw fieldError('code', tries >= max ? MSG.codeVoid : MSG.invalidCode);
  }
  const phone = attempt.pending_phone;
  return deps.db.transaction().execute(async (trx) => {
    // Two requests with the right code: only the one that removes the attempt goes on.
    if (!(await codes.consumeAttempt(trx, idHash))) throw fieldError('code', MSG.invalidCode);
    return updateUser(trx, user.id, { phone, phone_verified_at: nowIso() });
  });
}
