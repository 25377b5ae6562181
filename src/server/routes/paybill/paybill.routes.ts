import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import {
  assignC2bSchema,
  refundC2bSchema,
  transIdParamSchema,
  unallocatedReplySchema,
} from '#shared/schemas/paybill.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('Payments');
const { signedIn } = routesOf('Moderation (reviewers)');

const tokenParams = z.object({ token: z.string().max(100, { error: MSG.notFound }) });
const darajaAnswer = z.object({ ResultCode: z.union([z.number(), z.string()]), ResultDesc: z.string() });

// The bodies are read by the handlers, not declared: Daraja's JSON is not always valid (research §4.2).
export const confirmation = route('post', '/payments/c2b/{token}/confirmation/', {
  summary: "Daraja's C2B confirmation: a paybill payment M-Pesa completed; the token is the server's own",
  request: { params: tokenParams },
  responses: { 200: json(darajaAnswer, 'Accepted (recorded once per TransID)'), ...pick(400, 404) },
});

export const validation = route('post', '/payments/c2b/{token}/validation/', {
  summary:
    "Daraja's C2B validation: with DARAJA_C2B_VALIDATION=true an account naming no live fundraiser is refused (C2B00012)",
  request: { params: tokenParams },
  responses: { 200: json(darajaAnswer, 'ResultCode 0 Accepted, or C2B00012 Rejected'), ...pick(404) },
});

export const unallocated = signedIn('get', '/moderation/c2b/unallocated/', {
  summary: 'Paybill payments that matched no live fundraiser, and those marked for refund, oldest first',
  responses: { 200: json(unallocatedReplySchema, 'The list (amounts in KES minor units)'), ...pick(403) },
});

export const assign = signedIn('post', '/moderation/c2b/{trans_id}/assign/', {
  summary: 'Assign an unallocated paybill payment to a fundraiser: a donation and its credit, once',
  request: { params: transIdParamSchema, body: jsonBody(assignC2bSchema) },
  responses: { 200: json(messageReplySchema, 'Assigned'), ...pick(400, 403, 404, 409) },
});

export const refund = signedIn('post', '/moderation/c2b/{trans_id}/refund/', {
  summary: 'Mark an unallocated paybill payment to be sent back to its payer',
  request: { params: transIdParamSchema, body: jsonBody(refundC2bSchema) },
  responses: { 200: json(messageReplySchema, 'Marked for refund'), ...pick(400, 403, 404, 409) },
});
