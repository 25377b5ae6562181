import { MSG } from '#shared/messages.ts';
import { TIMINGS } from '#shared/constants.ts';
import type { Deps } from '../../deps.ts';
import { confirmCurrentPassword } from '../../auth/current-password.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import * as codes from '../../db/repositories/codes.repository.ts';
import * as sessions from '../../db/repositories/sessions.repository.ts';
import * as users from '../../db/repositories/users.repository.ts';
import type { UserUpdate } from '../../db/schema.ts';
import { fieldError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { publicUser } from '../../lib/serializers.ts';
import { isPast, isoIn, nowIso } from '../../lib/time.ts';
import { greeted, mailTexts } from '../../mail-texts/index.ts';
import { startEmailChange } from '../../services/email-change.ts';
import { checkEmailChange } from './email-change.handlers.ts';
import type * as R from './account.routes.ts';

export const getMe = (): Handler<typeof R.getMe> => (c) =>
  c.json({ message: 'OK', data: { user: publicUser(c.get('user')) } }, 200);

export const updateMe =
  (deps: Deps): Handler<typeof R.updateMe> =>
  async (c) => {
    const user = c.get('user');
    const { email_address, current_password, ...profile } = c.req.valid('json');
    const emailChanged = email_address !== undefined && email_address !== user.email_address;
    // Every check of an e-mail change comes before any change, so a refused request changes nothing.
    if (emailChanged) await checkEmailChange(c, deps, user, email_address, current_password);
    const changes: UserUpdate = { ...profile };
    // Empty strings clear optional fields.
    for (const key of ['mobile_number', 'country_code', 'bio'] as const) {
      if (changes[key] === '') changes[key] = null;
    }
    const updated = await users.updateUser(deps.db, user.id, changes);
    if (!emailChanged) return c.json({ message: MSG.profileUpdated, data: { user: publicUser(updated) } }, 200);
    // The old address stays the account's (and verified) until the new one proves itself.
    await startEmailChange(deps, updated, email_address);
    return c.json(
      {
        message: MSG.emailChangeRequested,
        data: { user: publicUser(updated), pending_email_address: email_address },
      },
      200,
    );
  };

export const changePassword =
  (deps: Deps): Handler<typeof R.changePassword> =>
  async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    await confirmCurrentPassword(c, deps, user, body.current_password);
    await users.updateUser(deps.db, user.id, { password_hash: await hashPassword(body.new_password) });
    // A reset link mailed before the change would otherwise still set a password of its own.
    await codes.voidPasswordResets(deps.db, user.id);
    await sessions.revokeUserSessions(deps.db, user.id, c.get('sessionId'));
    return c.json({ message: MSG.passwordChanged }, 200);
  };

export const forgotPassword =
  (deps: Deps): Handler<typeof R.forgotPassword> =>
  async (c) => {
    const { email_address } = c.req.valid('json');
    await enforceLimit(c, deps, 'forgot', email_address);
    const user = await users.findUserByEmail(deps.db, email_address);
    if (user) {
      const token = newToken();
      await codes.insertPasswordReset(deps.db, user.id, sha256(token), isoIn(TIMINGS.resetTokenSeconds));
      // Never the request's Host: a forged Host would e-mail a live token to another site.
      const link = `${deps.env.PUBLIC_URL}/auth/reset-password?token=${token}`;
      // In the account's language, whatever the asking device's: the inbox is the account's.
      const texts = mailTexts(user.language);
      await deps.mailer.send({
        to: user.email_address,
        subject: texts.passwordReset.subject(),
        text: greeted(texts, user.firstname, texts.passwordReset.lines(link)),
      });
    }
    return c.json({ message: MSG.resetEmailSent, status: 'success' as const }, 200);
  };

export const resetPassword =
  (deps: Deps): Handler<typeof R.resetPassword> =>
  async (c) => {
    const body = c.req.valid('json');
    await enforceLimit(c, deps, 'reset', undefined);
    const tokenHash = sha256(body.token);
    const reset = await codes.findPasswordReset(deps.db, tokenHash);
    if (
      !reset ||
      reset.used_at ||
      isPast(reset.expires_at) ||
      !(await codes.consumePasswordReset(deps.db, tokenHash))
    ) {
      throw fieldError('token', MSG.invalidResetToken);
    }
    const user = await users.findUserById(deps.db, reset.user_id);
    await users.updateUser(deps.db, reset.user_id, {
      password_hash: await hashPassword(body.new_password),
      // The link reached the inbox, which proves the address as well as a code would; a social
      // identity that claimed the address before it was proven loses its hold on the account.
      ...(user && !user.is_verified && { is_verified: 1, verified_at: nowIso(), uid: null, provider: 'email' }),
    });
    if (user && !user.is_verified) await codes.deleteVerificationCode(deps.db, user.id);
    // The other links the user (or someone in their inbox) asked for die with this one.
    await codes.voidPasswordResets(deps.db, reset.user_id);
    await sessions.revokeUserSessions(deps.db, reset.user_id);
    return c.json({ message: MSG.passwordReset, status: 'success' as const }, 200);
  };
