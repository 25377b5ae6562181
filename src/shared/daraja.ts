import { z } from 'zod';

// M-Pesa Express (Daraja STK push) as the product and its simulator both speak it: the paths,
// payloads and codes, written once. Field names and types are Daraja's own, quirks included
// (expires_in and the query's ResultCode are strings; Balance comes without a Value).

export const DARAJA_PATHS = {
  oauth: '/oauth/v1/generate',
  stkPush: '/mpesa/stkpush/v1/processrequest',
  stkQuery: '/mpesa/stkpushquery/v1/query',
} as const;

/** Safaricom's public sandbox till and passkey: what the simulator accepts by default. */
export const SANDBOX = {
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
} as const;

/** Daraja's error codes the product meets. */
export const DARAJA_ERRORS = {
  invalidField: '400.002.02',
  invalidAuthentication: '400.008.01',
  invalidToken: '404.001.03',
  // Wrong credentials, a subscriber already locked by another push, and "being processed" while a
  // query's payment is in flight (or, intermittently, after it is final): one code for all three.
  processing: '500.001.1001',
} as const;

/** ResultCodes of a callback or a status query. */
export const RESULT = {
  paid: 0,
  insufficientFunds: 1,
  cancelled: 1032,
  unreachable: 1037,
  expired: 1019,
  wrongPin: 2001,
  // Query only: "the transaction is still under processing".
  stillProcessing: 4999,
} as const;

/** Codes after which no answer can change: anything else from a query means "no answer yet". */
export const FINAL_FAILURE_CODES: readonly number[] = [
  RESULT.insufficientFunds,
  RESULT.cancelled,
  RESULT.unreachable,
  RESULT.expired,
  RESULT.wrongPin,
];

export const RESULT_DESCRIPTIONS: Record<number, string> = {
  [RESULT.paid]: 'The service request is processed successfully.',
  [RESULT.insufficientFunds]: 'The balance is insufficient for the transaction.',
  [RESULT.cancelled]: 'Request cancelled by user',
  [RESULT.unreachable]: 'DS timeout user cannot be reached',
  [RESULT.expired]: 'Transaction has expired',
  [RESULT.wrongPin]: 'The initiator information is invalid.',
  [RESULT.stillProcessing]: 'The transaction is still under processing',
};

/**
 * The simulator's magic numbers (decisions, Payments): the outcome each one plays. Any other
 * number pays, with a callback sent once.
 */
export const MAGIC_NUMBERS = {
  '254700001032': 'cancelled',
  '254700001037': 'unreachable',
  '254700000001': 'insufficientFunds',
  '254700002001': 'wrongPin',
  '254700001019': 'expired',
  '254700009999': 'paidNoCallback',
  '254700009998': 'paidCallbackTwice',
  '254700009997': 'paidQueryFlaps',
} as const satisfies Record<string, string>;

/** Daraja's timestamp: yyyyMMddHHmmss in Kenyan time (UTC+3, no daylight saving). */
export function darajaTimestamp(at = new Date()) {
  const eat = new Date(at.getTime() + 3 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${eat.getUTCFullYear()}${two(eat.getUTCMonth() + 1)}${two(eat.getUTCDate())}` +
    `${two(eat.getUTCHours())}${two(eat.getUTCMinutes())}${two(eat.getUTCSeconds())}`
  );
}

/** The instant a Daraja timestamp names, or null when it is not one. */
export function parseDarajaTimestamp(value: string) {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s) - 3 * 60 * 60 * 1000;
  const back = new Date(utc + 3 * 60 * 60 * 1000);
  // Refuses 20261332…: Date.UTC would roll month 13 over into the next year.
  return back.getUTCMonth() === mo - 1 && back.getUTCDate() === d && h < 24 && mi < 60 && s < 60 ? new Date(utc) : null;
}

/** Password = base64(shortcode + passkey + timestamp), with the same timestamp sent beside it. */
export const stkPassword = (shortcode: string, passkey: string, timestamp: string) =>
  btoa(shortcode + passkey + timestamp);

export const oauthResponseSchema = z.object({ access_token: z.string(), expires_in: z.string() });

export const errorEnvelopeSchema = z.object({ requestId: z.string(), errorCode: z.string(), errorMessage: z.string() });
export type DarajaErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

// Requests are sent as Daraja documents them; the simulator validates each field as Daraja does
// (numbers may come as strings, so these are loose where Daraja is loose).
export interface StkPushRequest {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  TransactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  Amount: number | string;
  PartyA: string;
  PartyB: string;
  PhoneNumber: string;
  CallBackURL: string;
  AccountReference: string;
  TransactionDesc: string;
}

export const stkPushResponseSchema = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  CustomerMessage: z.string(),
});
export type StkPushResponse = z.infer<typeof stkPushResponseSchema>;

export interface StkQueryRequest {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  CheckoutRequestID: string;
}

/**
 * A ResultCode as Daraja sends it: an integer, or an integer written as a string (the query's
 * quirk). Anything else (null, "", false, [], "0x0", 0.5) is null, never a coerced 0 that would
 * read as "paid": the donation stays pending and the status query decides (D-158).
 */
export const resultCodeSchema = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^(0|-?[1-9]\d{0,8})$/)
      .transform(Number),
  ])
  .nullable()
  .catch(null);

export const stkQueryResponseSchema = z.object({
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResultCode: resultCodeSchema,
  ResultDesc: z.string(),
});
export type StkQueryResponse = z.infer<typeof stkQueryResponseSchema>;

const metadataItem = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

/** What Safaricom posts to CallBackURL: once, never retried, unsigned. */
export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string(),
      ResultCode: resultCodeSchema,
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(metadataItem) }).optional(),
    }),
  }),
});
export type StkCallback = z.infer<typeof stkCallbackSchema>;

/** A callback item by its Name (their order is not promised, and Balance has no Value). */
export const callbackItem = (callback: StkCallback, name: string) =>
  callback.Body.stkCallback.CallbackMetadata?.Item.find((item) => item.Name === name)?.Value;
