import { MSG } from '#shared/messages.ts';
import type { Context } from 'hono';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import type { Handler } from '../../lib/openapi.ts';
import {
  checkPhoneChange,
  confirmPhone,
  pendingPhone,
  startPhoneVerification,
} from '../../services/phone-verification.ts';
import type * as R from './phone.routes.ts';

async function phoneOf(deps: Deps, user: UserRow, message: string) {
  return {
    message,
    data: { phone: user.phone, verified: user.phone_verified_at !== null, pending: await pendingPhone(deps, user.id) },
  };
}

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/** GET /users/me/phone/ */
export const getMyPhone =
  (deps: Deps): Handler<typeof R.getMyPhone> =>
  async (c) => {
    noStore(c);
    return c.json(await phoneOf(deps, c.get('user'), ''), 200);
  };

/** PUT /users/me/phone/: the number was normalised by the shared schema (2547…/2541…). */
export const putMyPhone =
  (deps: Deps): Handler<typeof R.putMyPhone> =>
  async (c) => {
    const { phone, current_password } = c.req.valid('json');
    const user = c.get('user');
    await checkPhoneChange(c, deps, user, phone, current_password);
    await enforceLimit(c, deps, 'phoneCode', `user:${user.id}`);
    await enforceLimit(c, deps, 'phoneCodeNumber', `phone:${phone}`);
    await startPhoneVerification(deps, user, phone);
    noStore(c);
    return c.json(await phoneOf(deps, user, MSG.phoneCodeSent), 202);
  };

/** POST /users/me/phone/confirm/ */
export const confirmMyPhone =
  (deps: Deps): Handler<typeof R.confirmMyPhone> =>
  async (c) => {
    const user = await confirmPhone(deps, c.get('user'), c.req.valid('json').code);
    noStore(c);
    return c.json(await phoneOf(deps, user, MSG.phoneVerified), 200);
  };
