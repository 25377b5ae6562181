import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import { PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import { confirmPledge } from '../../money/pledges/confirm.ts';
import { createPledge, resendCode } from '../../money/pledges/create.ts';
import { pledgeByLink, releasePledge, toPledgeView } from '../../money/pledges/view.ts';
import type * as R from './pledges.routes.ts';

export const create =
  (deps: Deps): Handler<typeof R.create> =>
  async (c) => {
    const created = await createPledge(c, deps, c.req.valid('param').short_code, c.req.valid('json'));
    return c.json({ data: created }, 201);
  };

export const confirm =
  (deps: Deps): Handler<typeof R.confirm> =>
  async (c) => {
    const confirmed = await confirmPledge(c, deps, c.req.valid('param').id, c.req.valid('json').code);
    // The token is shown once: no cache may keep it.
    c.header('Cache-Control', 'no-store');
    return c.json({ data: confirmed }, 200);
  };

export const resend =
  (deps: Deps): Handler<typeof R.resend> =>
  async (c) => {
    await resendCode(c, deps, c.req.valid('param').id);
    return c.json({ message: PLEDGE_MSG.codeSent }, 202);
  };

export const read =
  (deps: Deps): Handler<typeof R.read> =>
  async (c) => {
    const { t } = c.req.valid('query');
    const pledge = await pledgeByLink(c, deps, c.req.valid('param').id, t);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: toPledgeView(deps, pledge, t) }, 200);
  };

export const release =
  (deps: Deps): Handler<typeof R.release> =>
  async (c) => {
    const { t } = c.req.valid('query');
    const view = await releasePledge(c, deps, c.req.valid('param').id, t);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: view }, 200);
  };
