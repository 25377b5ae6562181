import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { moneyReplySchema } from '#shared/schemas/money.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { OWNER_DATA } from '#web/lib/owner-data.ts';

/** GET /fundraisers/{code}/money/: the ledger's balance (owner data, D-161; D-199). */
export const moneyQuery = (shortCode: string) =>
  queryOptions({
    ...OWNER_DATA,
    queryKey: ['dashboard', 'money', shortCode] as const,
    queryFn: async () => moneyReplySchema.parse(await authed(API.money(shortCode))).data,
  });
