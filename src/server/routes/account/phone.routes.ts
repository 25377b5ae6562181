import { API } from '#shared/api-paths.ts';
import { smsCodeSchema, myPhoneReplySchema, myPhoneSchema } from '#shared/schemas/phone.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

// A phone number for codes (D-212): set it, receive a code by SMS, confirm it.

const { signedIn } = routesOf('Accounts');

export const getMyPhone = signedIn('get', API.myPhone, {
  summary: "The account's phone number for codes: the verified one and one waiting for its code",
  responses: { 200: json(myPhoneReplySchema, 'The phone number') },
});

export const putMyPhone = signedIn('put', API.myPhone, {
  summary: 'Send a 6-digit code by SMS to a Kenyan mobile number (5 an hour per account and per number)',
  request: { body: jsonBody(myPhoneSchema) },
  responses: { 202: json(myPhoneReplySchema, 'The code is on its way'), ...pick(400, 429) },
});

export const confirmMyPhone = signedIn('post', API.confirmMyPhone, {
  summary: 'Confirm the phone number with the code sent to it (5 tries, 10 minutes)',
  request: { body: jsonBody(smsCodeSchema) },
  responses: { 200: json(myPhoneReplySchema, 'The number is verified'), ...pick(400, 429) },
});
