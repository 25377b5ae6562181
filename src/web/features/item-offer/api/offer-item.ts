import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { MSG } from '#shared/messages.ts';
import type { OfferItem } from '#shared/schemas/items.schema.ts';
import { authed } from '#web/lib/api-client.ts';

// POST /items/. Only the new item's code is read: it names the item in its photos'
// uploads ({item: code, image}) and in its page's address, /items/{code}.
const offeredReplySchema = z.object({ data: z.object({ code: z.string().min(1) }) });

/** Creates the offer under the draft's key: sent again after a lost answer, the same item comes back. */
export async function offerItem(values: OfferItem, idempotencyKey: string) {
  const reply = offeredReplySchema.safeParse(
    await authed(API.items, { method: 'POST', body: values, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
  if (!reply.success) throw new Error(MSG.unexpected);
  return { code: reply.data.data.code };
}
