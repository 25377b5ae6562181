import { queryOptions } from '@tanstack/react-query';
import { unconfirmedDonationsReplySchema } from '#shared/schemas/unconfirmed-donations.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { moneyKeys } from './money-keys.ts';

/** GET /moderation/unconfirmed-donations/ (D-216): read afresh on every visit, as M-Pesa may answer any time. */
export const unconfirmedDonationsQuery = () =>
  queryOptions({
    queryKey: [...moneyKeys.all, 'unconfirmed'] as const,
    queryFn: async () => unconfirmedDonationsReplySchema.parse(await authed('/moderation/unconfirmed-donations/')).data,
    staleTime: 0,
  });
