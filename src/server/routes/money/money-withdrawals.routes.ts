import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { withdrawalListReplySchema } from '#shared/schemas/withdrawal.schema.ts';
import { json, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Money');

export const listWithdrawals = signedIn('get', '/fundraisers/{short_code}/money/withdrawals/', {
  summary: "A fundraiser's withdrawals, newest first, each as GET /withdrawals/{id}/ gives it",
  description:
    'For those who see its money (the owner, reviewers, treasurers). `approved_by_me` and `requested_by_me` ' +
    "say the signed-in person's part, so a screen offers only what they may do. Amounts are KES minor units.",
  request: { params: shortCodeParamSchema },
  responses: { 200: json(withdrawalListReplySchema, 'The withdrawals'), ...pick(403, 404) },
});
