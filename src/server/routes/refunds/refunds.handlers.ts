import { REFUND_MSG } from '#shared/schemas/refund.schema.ts';
import type { Deps } from '../../deps.ts';
import { findRefundByToken } from '../../db/repositories/refunds.repository.ts';
import type { Handler } from '../../lib/openapi.ts';
import { takeDarajaPost } from '../../lib/daraja-callback.ts';
import { moneyFundraiserOr4xx } from '../../money/access.ts';
import { refundAnswerArrived } from '../../money/out/refunds/refund-callbacks.ts';
import { approveRefundRequest, askForRefund, rejectRefundRequest } from '../../money/out/refunds/refund-requests.ts';
import { openRequestsView, refundsView } from '../../money/out/refunds/refunds-view.ts';
import { takeDown as takeDownFundraiser } from '../../money/out/refunds/take-down.ts';
import { confirmClaim as confirmRefundClaim, startClaim } from '../../money/out/refunds/refund-claims.ts';
import { REFUND_CLAIM_MSG } from '#shared/schemas/refund-claim.schema.ts';
import { languageOfRequest } from '../../lib/request-language.ts';
import { changePurpose } from '../../money/out/refunds/purpose-change.ts';
import type * as R from './refunds.routes.ts';

export const takeDown =
  (deps: Deps): Handler<typeof R.takeDown> =>
  async (c) => {
    const data = await takeDownFundraiser(
      deps,
      c.req.valid('param').short_code,
      c.req.valid('json').reason,
      c.get('user').id,
    );
    return c.json({ data }, 202);
  };

export const purposeChange =
  (deps: Deps): Handler<typeof R.purposeChange> =>
  async (c) => {
    const { short_code } = c.req.valid('param');
    const data = await changePurpose(deps, short_code, c.req.valid('json').reason, c.get('user').id);
    return c.json({ data }, 202);
  };

export const list =
  (deps: Deps): Handler<typeof R.list> =>
  async (c) => {
    const fundraiser = await moneyFundraiserOr4xx(deps, c.req.valid('param').short_code, c.get('user'));
    c.header('Cache-Control', 'private, no-store');
    const [data, requests] = await Promise.all([
      refundsView(deps.db, fundraiser.id),
      openRequestsView(deps.db, fundraiser.id),
    ]);
    return c.json({ data, requests }, 200);
  };

export const request =
  (deps: Deps): Handler<typeof R.request> =>
  async (c) => {
    const { created, ...reply } = await askForRefund(deps, c.req.valid('param').id, c.req.valid('json').reason);
    c.header('Cache-Control', 'private, no-store');
    return created ? c.json(reply, 201) : c.json(reply, 200);
  };

export const approve =
  (deps: Deps): Handler<typeof R.approve> =>
  async (c) => {
    const message = await approveRefundRequest(deps, c.req.valid('param').id, c.get('user'));
    return message === REFUND_MSG.approved ? c.json({ message }, 200) : c.json({ message }, 202);
  };

export const reject =
  (deps: Deps): Handler<typeof R.reject> =>
  async (c) => {
    const message = await rejectRefundRequest(deps, c.req.valid('param').id, c.get('user'), c.req.valid('json').reason);
    return message === REFUND_MSG.rejected ? c.json({ message }, 200) : c.json({ message }, 202);
  };

export const callback =
  (deps: Deps): Handler<typeof R.callback> =>
  async (c) => {
    const { token, kind } = c.req.valid('param');
    await takeDarajaPost(
      c,
      token,
      (hash) => findRefundByToken(deps.db, hash),
      (refund, body) => refundAnswerArrived(deps, refund, kind, body),
    );
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' }, 200);
  };

export const claim =
  (deps: Deps): Handler<typeof R.claim> =>
  async (c) => {
    const { mpesa_code, phone } = c.req.valid('json');
    const data = await startClaim(c, deps, {
      shortCode: c.req.valid('param').short_code,
      mpesaCode: mpesa_code,
      phone,
      language: languageOfRequest(c),
    });
    return c.json({ message: REFUND_CLAIM_MSG.sent, data }, 202);
  };

export const confirmClaim =
  (deps: Deps): Handler<typeof R.confirmClaim> =>
  async (c) => {
    const { phone, code } = c.req.valid('json');
    await confirmRefundClaim(c, deps, c.req.valid('param').id, phone, code);
    return c.json({ message: REFUND_CLAIM_MSG.claimed, data: { status: 'queued' as const } }, 200);
  };
