import { MSG } from '#shared/messages.ts';
import type { Settings } from '#shared/schemas/settings.schema.ts';
import type { Deps } from '../../deps.ts';
import { clearAuthCookies } from '../../auth/cookies.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import * as users from '../../db/repositories/users.repository.ts';
import type { UserRow } from '../../db/schema.ts';
import { fieldError } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { Handler } from '../../lib/openapi.ts';
import { deleteAccount } from '../../services/account-deletion.ts';
import { exportUserData } from '../../services/data-export.ts';
import type * as R from './settings.routes.ts';

const settingsOf = (u: UserRow): Settings => ({
  language: u.language,
  notification_emails: Boolean(u.notification_emails),
});

export const getSettings = (): Handler<typeof R.getSettings> => (c) => {
  c.header('Cache-Control', 'private, no-cache');
  return c.json({ message: 'OK', data: { settings: settingsOf(c.get('user')) } }, 200);
};

export const updateSettings =
  (deps: Deps): Handler<typeof R.updateSettings> =>
  async (c) => {
    const { language, notification_emails } = c.req.valid('json');
    const updated = await users.updateUser(deps.db, c.get('user').id, {
      // A choice of their own (D-251): no device's language replaces it at a later sign-in.
      ...(language !== undefined && { language, language_chosen_at: nowIso() }),
      ...(notification_emails !== undefined && { notification_emails: notification_emails ? 1 : 0 }),
    });
    return c.json({ message: MSG.settingsSaved, data: { settings: settingsOf(updated) } }, 200);
  };

export const exportData =
  (deps: Deps): Handler<typeof R.exportData> =>
  async (c) => {
    const data = await exportUserData(deps, c.get('user'));
    c.header('Content-Disposition', `attachment; filename="harambee-my-data-${data.exported_at.slice(0, 10)}.json"`);
    // Personal data: neither the browser's cache nor any shared cache keeps a copy.
    c.header('Cache-Control', 'private, no-store');
    return c.json(data, 200);
  };

/**
 * The account proves it is its owner's once more: the password, or (no password: a Google,
 * Facebook or X account) the ID token of a fresh sign-in with the same provider identity. A stolen
 * session alone cannot erase an account. Both count against the sign-in limit for the address.
 */
async function checkOwner(c: Parameters<Handler<typeof R.deleteMe>>[0], deps: Deps, user: UserRow) {
  const { password, id_token } = c.req.valid('json');
  await enforceLimit(c, deps, 'login', user.email_address);
  if (user.password_hash) {
    if (!password) throw fieldError('password', MSG.deletePasswordRequired);
    if (!(await verifyPassword(user.password_hash, password))) throw fieldError('password', MSG.currentPasswordWrong);
    return;
  }
  const identity = id_token ? await deps.verifySocialToken(id_token) : null;
  if (!identity || !user.uid || identity.uid !== user.uid) throw fieldError('id_token', MSG.deleteNeedsSignIn);
}

export const deleteMe =
  (deps: Deps): Handler<typeof R.deleteMe> =>
  async (c) => {
    const user = c.get('user');
    await checkOwner(c, deps, user);
    await deleteAccount(deps, user);
    clearAuthCookies(c, deps.env);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: MSG.accountDeleted }, 200);
  };
