import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { destinationReplySchema, type setDestinationSchema } from '#shared/schemas/payout-destination.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { OWNER_DATA } from '#web/lib/owner-data.ts';
import { moneyKeys } from './money-keys.ts';

// Where the money goes (D-203): read, changed with the password, then confirmed with an SMS code.

export type SetDestination = z.output<typeof setDestinationSchema>;

/** GET /fundraisers/{code}/payout-destination/. */
export const destinationQuery = (shortCode: string) =>
  queryOptions({
    ...OWNER_DATA,
    queryKey: moneyKeys.destination(shortCode),
    queryFn: async () => destinationReplySchema.parse(await authed(API.payoutDestination(shortCode))).data,
  });

/** The reply's state replaces the cached one; the caller shows the reply's message. */
function useDestinationMutation<T>(shortCode: string, call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => destinationReplySchema.parse(await call(input)),
    onSuccess: (reply) => client.setQueryData(moneyKeys.destination(shortCode), reply.data),
  });
}

/** PUT …/payout-destination/: checks the password and sends the code by SMS. */
export const useSetDestination = (shortCode: string) =>
  useDestinationMutation(shortCode, (input: SetDestination) =>
    authed(API.payoutDestination(shortCode), { method: 'PUT', body: input }),
  );

/** POST …/payout-destination/confirm/ with the code. */
export const useConfirmDestination = (shortCode: string) =>
  useDestinationMutation(shortCode, (code: string) =>
    authed(API.confirmPayoutDestination(shortCode), { method: 'POST', body: { code } }),
  );
