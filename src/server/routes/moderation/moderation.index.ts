import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireReviewer } from '../../auth/middleware.ts';
import * as handlers from './moderation.handlers.ts';
import * as routes from './moderation.routes.ts';
import * as withdrawalHandlers from './withdrawal-review.handlers.ts';
import * as withdrawalRoutes from './withdrawal-review.routes.ts';
import * as payoutHandlers from './payouts-review.handlers.ts';
import * as payoutRoutes from './payouts-review.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountModeration(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.pending, handlers.pending(deps), requireReviewer);
  mount(routes.approve, handlers.approve(deps), requireReviewer);
  mount(routes.reject, handlers.reject(deps), requireReviewer);
  mount(routes.close, handlers.close(deps), requireReviewer);
  mount(routes.decisions, handlers.decisions(deps), requireReviewer);
  mount(routes.reported, handlers.reported(deps), requireReviewer);
  mount(routes.dismissReports, handlers.dismissReports(deps), requireReviewer);
  mount(routes.reportedItems, handlers.reportedItems(deps), requireReviewer);
  mount(routes.removeItem, handlers.removeItem(deps), requireReviewer);
  mount(routes.dismissItemReports, handlers.dismissItemReports(deps), requireReviewer);
  mount(withdrawalRoutes.awaitingReview, withdrawalHandlers.awaitingReview(deps), requireReviewer);
  mount(withdrawalRoutes.approveWithdrawal, withdrawalHandlers.approveWithdrawal(deps), requireReviewer);
  mount(withdrawalRoutes.rejectWithdrawal, withdrawalHandlers.rejectWithdrawal(deps), requireReviewer);
  mount(payoutRoutes.payoutsReview, payoutHandlers.payoutsReview(deps), requireReviewer);
  mount(payoutRoutes.resumePayouts, payoutHandlers.resumePayouts(deps), requireReviewer);
  mount(payoutRoutes.askBalance, payoutHandlers.askBalance(deps), requireReviewer);
  mount(payoutRoutes.acceptPayoutName, payoutHandlers.acceptPayoutName(deps), requireReviewer);
}
