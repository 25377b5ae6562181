import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import { TIMINGS } from '#shared/constants.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { confirmCurrentPassword } from '../../auth/current-password.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import * as codes from '../../db/repositories/codes.repository.ts';
import * as emailChanges from '../../db/repositories/email-changes.repository.ts';
import * as sessions from '../../db/repositories/sessions.repository.ts';
import * as users from '../../db/repositories/users.repository.ts';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { sameHash, sha256 } from '../../lib/secrets.ts';
import { publicUser } from '../../lib/serializers.ts';
import { isPast, nowIso } from '../../lib/time.ts';
import { changeCodeHash } from '../../services/email-change.ts';
import type * as R from './account.routes.ts';

// The e-mail change (see services/email-change.ts): the checks before it starts, the new
// address's code, and the old address's undo link.

/** Throws unless this user may move the account to `newEmail` now. */
export async function checkEmailChange(
  c: Context<AppEnv>,
  deps: Deps,
  user: UserRow,
  newEmail: string,
  currentPassword: string | undefined,
) {
  // The spec locks the field for Google sign-ups: the address is the one Google vouched for.
  if (user.provider === 'google') throw fieldError('email_address', MSG.googleEmailLocked);
  // Nothing proves the owner is asking (Facebook, X): "Forgot password" sets a password first,
  // through a link to the current inbox.
  if (!user.password_hash) throw fieldError('email_address', MSG.emailChangeNeedsPassword);
  await confirmCurrentPassword(c, deps, user, currentPassword);
  if (await users.findUserByEmail(deps.db, newEmail)) throw fieldError('email_address', MSG.emailTaken, 409);
}

export const confirmEmailChange =
  (deps: Deps): Handler<typeof R.confirmEmailChange> =>
  async (c) => {
    const user = c.get('user');
    const { verification_code } = c.req.valid('json');
    await enforceLimit(c, deps, 'verify', user.email_address);
    const change = await emailChanges.findPendingEmailChange(deps.db, user.id);
    if (!change) throw fieldError('verification_code', MSG.noEmailChange);
    // 400 rather than sign-up's 401: on a signed-in call a 401 makes the app refresh the session
    // and send the user to sign in.
    if (isPast(change.code_expires_at)) throw fieldError('verification_code', MSG.otpExpired);
    const max = TIMINGS.verificationAttemptsMax;
    const tries = await emailChanges.takeCodeTry(deps.db, change.id, max);
    if (tries === null) throw fieldError('verification_code', MSG.codeVoid);
    if (!sameHash(change.code_hash, changeCodeHash(change.id, verification_code))) {
      throw fieldError('verification_code', tries >= max ? MSG.codeVoid : MSG.invalidCode);
    }
    // Someone may have signed up with the address since the change was asked for.
    if (await users.findUserByEmail(deps.db, change.new_email)) throw fieldError('email_address', MSG.emailTaken, 409);
    let updated: UserRow | null;
    try {
      updated = await deps.db.transaction().execute(async (trx) => {
        if (!(await emailChanges.markEmailChangeConfirmed(trx, change.id))) return null;
        return users.updateUser(trx, user.id, {
          email_address: change.new_email,
          is_verified: 1,
          verified_at: nowIso(),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('email_address', MSG.emailTaken, 409);
      throw err;
    }
    if (!updated) throw fieldError('verification_code', MSG.noEmailChange);
    // Links mailed to the old address must not set a password on the account it no longer names.
    await codes.voidPasswordResets(deps.db, user.id);
    return c.json({ message: MSG.emailChanged, data: { user: publicUser(updated) } }, 200);
  };

export const undoEmailChange =
  (deps: Deps): Handler<typeof R.undoEmailChange> =>
  async (c) => {
    const { token } = c.req.valid('json');
    // 256-bit tokens cannot be guessed; the per-address limit only keeps the endpoint cheap.
    await enforceLimit(c, deps, 'reset', undefined);
    const change = await emailChanges.findEmailChangeByUndoToken(deps.db, sha256(token));
    if (
      !change ||
      change.undo_used_at ||
      isPast(change.undo_expires_at) ||
      !(await emailChanges.consumeUndoToken(deps.db, change.id))
    ) {
      throw fieldError('token', MSG.invalidUndoToken);
    }
    await emailChanges.cancelPendingEmailChanges(deps.db, change.user_id);
    const user = await users.findUserById(deps.db, change.user_id);
    if (!user) throw fieldError('token', MSG.invalidUndoToken);
    const moved = user.email_address !== change.old_email;
    if (!moved && !change.confirmed_at) return c.json({ message: MSG.emailChangeCancelled }, 200);

    // The change went through: whoever made it may be signed in or hold a reset link.
    await sessions.revokeUserSessions(deps.db, user.id);
    await codes.voidPasswordResets(deps.db, user.id);
    if (moved) {
      if (await users.findUserByEmail(deps.db, change.old_email)) throw new ApiError(409, MSG.undoAddressTaken);
      try {
        // The link was opened from the old inbox, which proves the address again.
        await users.updateUser(deps.db, user.id, {
          email_address: change.old_email,
          is_verified: 1,
          verified_at: nowIso(),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(409, MSG.undoAddressTaken);
        throw err;
      }
    }
    return c.json({ message: MSG.emailChangeUndone }, 200);
  };
