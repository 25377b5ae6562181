import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireVerified } from '../../auth/middleware.ts';
import { limitPerAccount } from '../../auth/rate-limit.ts';
import { routeMounter } from '../mount.ts';
import * as handlers from './treasurers.handlers.ts';
import * as routes from './treasurers.routes.ts';

/** A fundraiser's treasurers (D-205, D-255). */
export function mountTreasurers(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  // Each invitation is an e-mail to someone else's address: limited per account.
  mount(
    routes.inviteTreasurer,
    handlers.inviteTreasurer(deps),
    requireVerified,
    limitPerAccount(deps, 'treasurerInvite'),
  );
  mount(routes.listTreasurers, handlers.listTreasurers(deps));
  mount(routes.removeTreasurer, handlers.removeTreasurer(deps));
  // Tokens are secrets guessed like reset links: limited per account and per address.
  mount(routes.acceptInvitation, handlers.acceptInvitation(deps), limitPerAccount(deps, 'treasurerAccept'));
  mount(routes.previewInvitation, handlers.previewInvitation(deps));
  mount(routes.myTreasurerships, handlers.myTreasurerships(deps));
  // A change of treasurers while money is held (D-255): codes limited as a withdrawal's approvals are.
  mount(routes.sendChangeCode, handlers.sendChangeCode(deps), limitPerAccount(deps, 'approvalCode'));
  mount(routes.approveChange, handlers.approveChange(deps), limitPerAccount(deps, 'approvalConfirm'));
  mount(routes.cancelChange, handlers.cancelChange(deps));
}
