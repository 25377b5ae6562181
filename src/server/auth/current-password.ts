import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import { fieldError } from '../lib/http-error.ts';
import { verifyPassword } from './passwords.ts';
import { enforceLimit } from './rate-limit.ts';

/**
 * A signed-in user proves it is them with their password before a change a stolen session must
 * not make (the password, the e-mail address, where the money goes). It is a password guess too,
 * so it counts against the sign-in limit for the address.
 */
export async function confirmCurrentPassword(
  c: Context<AppEnv>,
  deps: Deps,
  user: UserRow,
  password: string | undefined,
  field = 'current_password',
) {
  await enforceLimit(c, deps, 'login', user.email_address);
  if (!(await verifyPassword(user.password_hash, password ?? ''))) throw fieldError(field, MSG.currentPasswordWrong);
}
