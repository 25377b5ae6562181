import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireVerified } from '../../auth/middleware.ts';
import { limitPerAccount } from '../../auth/rate-limit.ts';
import { routeMounter } from '../mount.ts';
import * as handlers from './withdrawals.handlers.ts';
import * as routes from './withdrawals.routes.ts';

/** Withdrawals of raised money (D-200). */
export function mountWithdrawals(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.requestWithdrawal, handlers.requestWithdrawal(deps), requireVerified);
  mount(routes.getWithdrawal, handlers.getWithdrawal(deps));
  mount(routes.cancelWithdrawal, handlers.cancelWithdrawal(deps));
  mount(routes.rejectWithdrawal, handlers.rejectWithdrawal(deps));
  // Codes by SMS cost money and are guessable in a million: both limited per account.
  mount(routes.sendApprovalCode, handlers.sendApprovalCode(deps), limitPerAccount(deps, 'approvalCode'));
  mount(routes.confirmApproval, handlers.confirmApproval(deps), limitPerAccount(deps, 'approvalConfirm'));
}
