import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { itemMessageReplySchema, itemMessagesReplySchema } from '#shared/schemas/items.schema.ts';
import { authed, errorBody, statusOf } from '#web/lib/api-client.ts';
import { ItemActionError } from './item-requests.ts';
import { itemKeys } from './item-keys.ts';

/** GET /item-requests/{id}/messages/: the thread of an accepted request, oldest first. */
export const messagesQuery = (requestId: string) =>
  queryOptions({
    queryKey: itemKeys.messages(requestId),
    queryFn: async () => itemMessagesReplySchema.parse(await authed(API.itemMessages(requestId))).data,
  });

/** POST /item-requests/{id}/messages/. */
export async function sendMessage(requestId: string, body: string) {
  try {
    return itemMessageReplySchema.parse(await authed(API.itemMessages(requestId), { method: 'POST', body: { body } }))
      .data;
  } catch (err) {
    const offline = statusOf(err) === undefined && !navigator.onLine;
    const reply = errorBody(err);
    throw new ItemActionError(reply.message, offline, reply.errors);
  }
}
