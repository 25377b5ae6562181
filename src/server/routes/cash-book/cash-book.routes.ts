import { z } from 'zod';
import { cashBookReplySchema, cashEntryParamSchema, cashEntryReplySchema } from '#shared/cash-book-entry.ts';
import { cashEntryInputSchema, refuseCashSchema } from '#shared/cash-book.ts';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

// The harambee's cash book (D-237, D-238, D-239): for the fundraiser's owner and active treasurers.

const { signedIn } = routesOf('Cash book');

export const listCashBook = signedIn('get', '/fundraisers/{short_code}/cash-book/', {
  summary: "A fundraiser's cash book, newest first, with what the signed-in person may do with each entry",
  description: 'The owner and the active treasurers only (403 for anyone else). Amounts are KES minor units.',
  request: { params: shortCodeParamSchema },
  responses: { 200: json(cashBookReplySchema, 'The cash book'), ...pick(403, 404) },
});

/** Its body is JSON or multipart (with the receipt's photo), read by the handler: documented by hand. */
export const recordCash = signedIn('post', '/fundraisers/{short_code}/cash-book/', {
  summary: 'Record cash or a bank gift received in person; it counts once a second person confirms it',
  description:
    '`amount` in whole KES. JSON, or the same fields as multipart/form-data with an optional `image` (PNG or ' +
    'JPEG, 2 MB: the receipt book page, never public). 409 while the fundraiser is not live or has no active ' +
    'treasurer. Honours Idempotency-Key.',
  request: {
    params: shortCodeParamSchema,
    headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
    body: {
      required: true,
      content: {
        'application/json': { schema: cashEntryInputSchema },
        'multipart/form-data': {
          schema: z.object({
            amount: z.string(),
            anonymous: z.enum(['true', 'false']).optional(),
            donor_name: z.string().optional(),
            received_on: z.string(),
            note: z.string(),
            image: z.string().meta({ format: 'binary' }).optional(),
          }),
        },
      },
    },
  },
  responses: { 201: json(cashEntryReplySchema, 'Recorded, waiting'), ...pick(400, 403, 404, 409, 413, 422) },
});

const decided = { 200: json(cashEntryReplySchema, 'The entry as it is now'), ...pick(400, 403, 404, 409) };

export const confirmCash = signedIn('post', '/fundraisers/{short_code}/cash-book/{id}/confirm/', {
  summary:
    'Confirm a waiting entry (a second treasurer, or the owner with one treasurer; never its recorder): it counts',
  request: { params: cashEntryParamSchema },
  responses: decided,
});

export const refuseCash = signedIn('post', '/fundraisers/{short_code}/cash-book/{id}/refuse/', {
  summary: 'Refuse a waiting entry with a reason (those who may confirm it): it never counts',
  request: { params: cashEntryParamSchema, body: jsonBody(refuseCashSchema) },
  responses: decided,
});

export const withdrawCash = signedIn('post', '/fundraisers/{short_code}/cash-book/{id}/withdraw/', {
  summary: 'Withdraw a waiting entry (its recorder): it never counts',
  request: { params: cashEntryParamSchema },
  responses: decided,
});

/** Binary: documented by hand. */
export const cashPhoto = signedIn('get', '/fundraisers/{short_code}/cash-book/{id}/photo/', {
  summary: "An entry's receipt photo (the owner and the active treasurers only; never cached)",
  request: { params: cashEntryParamSchema },
  responses: {
    200: { content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } }, description: 'The photo' },
    ...pick(403, 404),
  },
});
