import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import {
  itemRequestReplySchema,
  itemRequestsReplySchema,
  myItemsReplySchema,
  type itemRequestSchema,
} from '#shared/schemas/items.schema.ts';
import type { z } from 'zod';
import { authed, errorBody, statusOf } from '#web/lib/api-client.ts';
import { itemKeys } from './item-keys.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

/** A failed write, in words for the person: the server's message, or that the phone is offline. */
export class ItemActionError extends Error {
  constructor(
    message: string | undefined,
    readonly offline: boolean,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message ?? 'failed');
  }
}

/** An authenticated write; its failure as an ItemActionError. */
async function write<T>(path: string, parse: (reply: unknown) => T, body: object = {}): Promise<T> {
  try {
    return parse(await authed(path, { method: 'POST', body }));
  } catch (err) {
    const offline = statusOf(err) === undefined && typeof navigator !== 'undefined' && !navigator.onLine;
    const reply = errorBody(err);
    throw new ItemActionError(reply.message, offline, reply.errors);
  }
}

const requestReply = (reply: unknown) => itemRequestReplySchema.parse(reply).data;

/** POST /items/{code}/requests/: ask for the item. */
export const requestItem = (code: string, input: z.output<typeof itemRequestSchema>) =>
  write(API.itemRequests(code), requestReply, input);
export const withdrawRequest = (id: string) => write(API.withdrawItemRequest(id), requestReply);
export const acceptRequest = (id: string) => write(API.acceptItemRequest(id), requestReply);
export const declineRequest = (id: string) => write(API.declineItemRequest(id), requestReply);
/** POST /items/{code}/given/: the donor handed it over. */
export const markGiven = (code: string) => write(API.itemGiven(code), () => undefined);

/** GET /items/{code}/requests/: the donor's list of requests for their item. */
export const itemRequestsQuery = (code: string) =>
  queryOptions({
    queryKey: itemKeys.requests(code),
    queryFn: async () => itemRequestsReplySchema.parse(await authed(API.itemRequests(code))).data,
  });

/** GET /item-requests/mine/: the requests I made, with their states (and the donor's contact once accepted). */
export const myRequestsQuery = () =>
  queryOptions({
    queryKey: itemKeys.myRequests(),
    queryFn: async () => itemRequestsReplySchema.parse(await authed(API.myItemRequests)).data,
  });

/** GET /items/mine/: my offers in every status, with their open requests. */
export const myItemsQuery = () =>
  queryOptions({
    queryKey: itemKeys.mine(),
    queryFn: async () => myItemsReplySchema.parse(await authed(API.myItems)).data,
  });
