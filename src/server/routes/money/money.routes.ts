import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { moneyReplySchema } from '#shared/schemas/money.schema.ts';
import { json, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Money');

export const getMoney = signedIn('get', '/fundraisers/{short_code}/money/', {
  summary: "A fundraiser's money from the ledger: raised, fee, in escrow, available, set aside, withdrawn",
  description:
    'For its owner and reviewers. Amounts are KES minor units; a donation stays in escrow for ' +
    'ESCROW_BUSINESS_DAYS business days after it succeeded (`next_release_at`: when the next part is released).',
  request: { params: shortCodeParamSchema },
  responses: { 200: json(moneyReplySchema, 'The balance'), ...pick(403, 404) },
});
