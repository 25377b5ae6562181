import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { destinationReplySchema, setDestinationSchema } from '#shared/schemas/payout-destination.schema.ts';
import { smsCodeSchema } from '#shared/schemas/phone.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Money');
const path = '/fundraisers/{short_code}/payout-destination/';

export const getDestination = signedIn('get', path, {
  summary:
    'Where withdrawals are paid, a change waiting for its SMS code, and when payouts may start (owner, reviewers)',
  request: { params: shortCodeParamSchema },
  responses: { 200: json(destinationReplySchema, 'The destination'), ...pick(403, 404) },
});

export const setDestination = signedIn('put', path, {
  summary:
    'Change where withdrawals are paid (owner): `{ kind: "mpesa", phone }` or `{ kind: "paybill", paybill, account }`',
  description:
    'Needs `current_password` and a verified phone: a 6-digit code goes to it by SMS, and the change waits for ' +
    'POST …/payout-destination/confirm/. No withdrawal is paid for PAYOUT_COOLING_HOURS after a change.',
  request: { params: shortCodeParamSchema, body: jsonBody(setDestinationSchema) },
  responses: { 202: json(destinationReplySchema, 'Code sent'), ...pick(400, 403, 404, 409, 429) },
});

export const confirmDestination = signedIn('post', `${path}confirm/`, {
  summary: 'Confirm the waiting change with its SMS code; the owner is told by SMS',
  request: { params: shortCodeParamSchema, body: jsonBody(smsCodeSchema) },
  responses: { 200: json(destinationReplySchema, 'Changed'), ...pick(400, 403, 404) },
});
