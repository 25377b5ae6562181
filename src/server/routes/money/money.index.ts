import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { limitPerAccount } from '../../auth/rate-limit.ts';
import { routeMounter } from '../mount.ts';
import * as handlers from './money.handlers.ts';
import * as routes from './money.routes.ts';
import * as withdrawalListHandlers from './money-withdrawals.handlers.ts';
import * as withdrawalList from './money-withdrawals.routes.ts';
import * as destinationHandlers from './payout-destination.handlers.ts';
import * as destination from './payout-destination.routes.ts';

/** A fundraiser's money: the balance the ledger gives (D-199) and where withdrawals are paid (D-203). */
export function mountMoney(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.getMoney, handlers.getMoney(deps));
  mount(withdrawalList.listWithdrawals, withdrawalListHandlers.listWithdrawals(deps));
  mount(destination.getDestination, destinationHandlers.getDestination(deps));
  // Each request sends an SMS and checks a password: limited per account (D-203).
  mount(destination.setDestination, destinationHandlers.setDestination(deps), limitPerAccount(deps, 'destinationCode'));
  mount(
    destination.confirmDestination,
    destinationHandlers.confirmDestination(deps),
    limitPerAccount(deps, 'approvalConfirm'),
  );
}
