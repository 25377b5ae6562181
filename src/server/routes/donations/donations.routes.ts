import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { API } from '#shared/api-paths.ts';
import { donationRequestSchema, donationSchema, donationStartedSchema } from '#shared/schemas/donation.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('Donations');

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .openapi({ description: 'Makes a retried POST start one payment, not two (a UUID per attempt)' }),
});

export const start = route('post', API.donations, {
  summary: "Starts an M-Pesa donation: Daraja prompts the donor's phone; the outcome comes later",
  request: { body: jsonBody(donationRequestSchema), headers: idempotencyHeader },
  responses: {
    202: json(donationStartedSchema, 'The prompt is on its way to the phone'),
    ...pick(400, 404, 409, 422, 429),
    503: json(z.object({ message: z.string() }), 'M-Pesa refused the request or did not answer'),
  },
});

export const read = route('get', '/donations/{id}/', {
  summary: 'A donation as its donor sees it (the id is unguessable: it is the receipt link)',
  request: { params: z.object({ id: z.string().max(64, { error: MSG.donationNotFound }) }) },
  responses: { 200: json(donationSchema, 'The donation'), ...pick(404) },
});

export const callback = route('post', '/payments/mpesa/callback/{token}/', {
  summary: "Daraja's STK callback; the path's token is the donation's own, unguessable",
  request: { params: z.object({ token: z.string().max(100, { error: MSG.notFound }) }) },
  responses: {
    200: json(z.object({ ResultCode: z.number(), ResultDesc: z.string() }), 'Accepted'),
    ...pick(400, 404),
  },
});
