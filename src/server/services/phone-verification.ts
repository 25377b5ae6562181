import { MSG } from '#shared/messages.ts';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { confirmCurrentPassword } from '../auth/current-password.ts';
import type { UserRow } from '../db/schema.ts';
import * as codes from '../db/repositories/codes.repository.ts';
import { updateUser } from '../db/repositories/users.repository.ts';
import { fieldError } from '../lib/http-error.ts';
import { isPast, nowIso } from '../lib/time.ts';
import { checkSmsCode, smsCodeKey, useSmsCode, writeSmsCode } from './sms-codes.ts';
import { smsTexts } from './sms/sms-texts.ts';
import { queuePhoneChangeNotices } from './phone-change.ts';

// A phone number for codes proves itself with a 6-digit code sent to it by SMS (D-212), one
// attempt per account (sms-codes.ts); the number waits in pending_phone until its code is right.

/** One phone attempt per account: a new request replaces the previous one and voids its code. */
const phoneAttemptHash = (userId: string) => smsCodeKey('phone', userId);

/**
 * Changing a verified number needs the current password (D-249); a first number, or the same one
 * again, does not.
 */
export async function checkPhoneChange(
  c: Context<AppEnv>,
  deps: Deps,
  user: UserRow,
  phone: string,
  currentPassword: string | undefined,
) {
  if (!user.phone_verified_at || user.phone === phone) return;
  if (!user.password_hash) throw fieldError('current_password', MSG.phoneChangeNeedsPassword);
  if (!currentPassword) throw fieldError('current_password', MSG.phonePasswordRequired);
  await confirmCurrentPassword(c, deps, user, currentPassword);
}

/** The code's row and its SMS in one transaction: no code without its text, no text without its code. */
export async function startPhoneVerification(deps: Deps, user: UserRow, phone: string) {
  await deps.db.transaction().execute((trx) =>
    writeSmsCode(trx, {
      key: phoneAttemptHash(user.id),
      userId: user.id,
      phone,
      text: smsTexts(user.language).phoneCode,
      // A code the person just asked for goes at once, even in quiet hours.
      purpose: 'phone-code',
      pendingPhone: phone,
    }),
  );
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
  const attempt = await checkSmsCode(deps, idHash, code, MSG.noPhoneCode);
  const phone = attempt.pending_phone;
  if (!phone) throw fieldError('code', MSG.noPhoneCode);
  const changed = user.phone_verified_at && user.phone && user.phone !== phone ? user.phone : null;
  const updated = await deps.db.transaction().execute(async (trx) => {
    await useSmsCode(trx, idHash);
    if (changed) await queuePhoneChangeNotices(trx, user, changed, phone);
    return updateUser(trx, user.id, {
      phone,
      phone_verified_at: nowIso(),
      ...(changed && { phone_changed_at: nowIso() }),
    });
  });
  if (changed) deps.sms.wake();
  return updated;
}
