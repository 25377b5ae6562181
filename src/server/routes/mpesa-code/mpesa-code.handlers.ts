import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { findCheckByToken } from '../../db/repositories/mpesa-codes.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { sha256 } from '../../lib/secrets.ts';
import { mpesaCodeAnswerArrived } from '../../money/in/mpesa-code-answer.ts';
import { checkDonorCode } from '../../money/in/mpesa-code.ts';
import { unconfirmedDonations } from '../../money/in/unconfirmed-donations.ts';
import type * as R from './mpesa-code.routes.ts';

export const check =
  (deps: Deps): Handler<typeof R.check> =>
  async (c) => {
    const { mpesa_code: code, short_code } = c.req.valid('json');
    return c.json({ data: { status: await checkDonorCode(c, deps, code, short_code) } }, 200);
  };

/** Answered at once; an unknown token is a 404 that changes nothing. */
export const callback =
  (deps: Deps): Handler<typeof R.callback> =>
  async (c) => {
    const { token, kind } = c.req.valid('param');
    const found = await findCheckByToken(deps.db, sha256(token));
    if (!found) throw new ApiError(404, MSG.notFound);
    await mpesaCodeAnswerArrived(deps, found, kind, await c.req.json().catch(() => null));
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' }, 200);
  };

export const unconfirmed =
  (deps: Deps): Handler<typeof R.unconfirmed> =>
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await unconfirmedDonations(deps) }, 200);
  };
