import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { json, pick, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('SMS');

export const deliveryReport = route('post', '/sms/delivery-reports/{token}/', {
  summary:
    "Africa's Talking's delivery report for a text (form-encoded or JSON: id, status, phoneNumber, failureReason…); the token is the server's own",
  request: { params: z.object({ token: z.string().max(100, { error: MSG.notFound }) }) },
  responses: { 200: json(z.object({ recorded: z.boolean() }), 'Received'), ...pick(404) },
});

export const incoming = route('post', '/sms/incoming/{token}/', {
  summary:
    "Africa's Talking's incoming message to the shortcode (form-encoded or JSON: from, to, text, date, id, linkId): STOP/ACHA and START/ANZA for pledge reminders (D-236); the token is the server's own",
  request: { params: z.object({ token: z.string().max(100, { error: MSG.notFound }) }) },
  responses: { 200: json(z.object({ received: z.boolean() }), 'Received'), ...pick(404) },
});
