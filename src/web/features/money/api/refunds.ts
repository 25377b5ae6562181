import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { refundsReplySchema } from '#shared/schemas/refund.schema.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { OWNER_DATA } from '#web/lib/owner-data.ts';
import { moneyKeys } from './money-keys.ts';

// Money going back to donors (D-256): a fundraiser's refunds and its donors' open requests.

/** GET /fundraisers/{code}/refunds/: owner data (D-161), asked again whenever it shows. */
export const refundsQuery = (shortCode: string) =>
  queryOptions({
    ...OWNER_DATA,
    queryKey: moneyKeys.refunds(shortCode),
    queryFn: async () => refundsReplySchema.parse(await authed(API.refunds(shortCode))),
  });

/** POST /refund-requests/{id}/approve/ or …/reject/ with the reason the donor is told. */
export const decideRefund = async (id: string, decision: 'approve' | 'reject', reason?: string) =>
  messageReplySchema.parse(
    await authed(API.refundDecision(id, decision), {
      method: 'POST',
      ...(reason !== undefined && { body: { reason } }),
    }),
  );
