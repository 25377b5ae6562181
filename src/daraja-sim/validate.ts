import { DARAJA_ERRORS, parseDarajaTimestamp, stkPassword } from '#shared/daraja.ts';

// Request checks, field by field in Daraja's order, with Daraja's words. The simulator must be
// exactly as strict as Daraja and no stricter: a request it accepts must work against Safaricom,
// and one Safaricom accepts must work here (TransactionDesc has no length limit for that reason:
// Daraja documents 13 characters but takes 20 and more, and Safaricom's own Node library sends 20).

export interface DarajaFailure {
  status: 400 | 404 | 405 | 500;
  errorCode: string;
  errorMessage: string;
}

export type Checked<T> = { kind: 'valid'; value: T } | { kind: 'invalid'; failure: DarajaFailure };

/** A push as the simulator keeps it: every field a string, Amount a whole number. */
export interface AcceptedPush {
  BusinessShortCode: string;
  Timestamp: string;
  TransactionType: string;
  Amount: number;
  PartyA: string;
  PartyB: string;
  PhoneNumber: string;
  CallBackURL: string;
  AccountReference: string;
  TransactionDesc: string;
}

export interface Merchant {
  shortcode: string;
  passkey: string;
}

// M-Pesa's per-transaction ceiling: Daraja refuses more with "Invalid Amount".
const MAX_AMOUNT = 250_000;
const TRANSACTION_TYPES = ['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'];
// Safaricom lines: 2547XXXXXXXX and the newer 2541XXXXXXXX.
const MSISDN = /^254[17]\d{8}$/;

export const invalid = (field: string): DarajaFailure => ({
  status: 400,
  errorCode: DARAJA_ERRORS.invalidField,
  errorMessage: `Bad Request - Invalid ${field}`,
});

const wrongCredentials: DarajaFailure = {
  status: 500,
  errorCode: DARAJA_ERRORS.processing,
  errorMessage: 'Wrong credentials',
};

// Daraja takes numbers where it documents strings (BusinessShortCode: 174379 works), so each field
// is read as its text; objects, booleans and null are not fields.
function scalar(value: unknown) {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function isLoopback(hostname: string) {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export function isCallbackUrl(value: string) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  // Plain http only where nothing crosses a network: the developer's own machine.
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
}

export type Field = (text: string | undefined) => boolean;
export const present: Field = (text) => text !== undefined && text.length > 0;

function fieldChecks(merchant: Merchant): Record<string, Field> {
  return {
    BusinessShortCode: (text) => text === merchant.shortcode,
    Password: present,
    // Daraja asks for YYYYMMDDHHmmss and checks that it is a real date and time, not when it is:
    // its own documentation's sample (20160216165627) is accepted, and so is the UTC time that
    // Safaricom's Node library (mpesa-node) sends, three hours behind Nairobi. The password, made
    // from this very timestamp, is what binds the request.
    Timestamp: (text) => text !== undefined && parseDarajaTimestamp(text) !== null,
  };
}

const pushChecks: Record<string, Field> = {
  TransactionType: (text) => text !== undefined && TRANSACTION_TYPES.includes(text),
  Amount: (text) => text !== undefined && /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_AMOUNT,
  PartyA: (text) => text !== undefined && MSISDN.test(text),
  PartyB: present,
  PhoneNumber: (text) => text !== undefined && MSISDN.test(text),
  CallBackURL: (text) => text !== undefined && isCallbackUrl(text),
  AccountReference: (text) => text !== undefined && text.length > 0 && text.length <= 12,
  TransactionDesc: present,
};

/** Runs the checks in order; the first failure is the answer, as with Daraja. */
export function run(body: unknown, checks: Record<string, Field>): Checked<Record<string, string>> {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const fields: Record<string, string> = {};
  for (const [name, check] of Object.entries(checks)) {
    const text = scalar((record as Record<string, unknown>)[name]);
    if (!check(text)) return { kind: 'invalid', failure: invalid(name) };
    fields[name] = text!;
  }
  return { kind: 'valid', value: fields };
}

// The password is checked after the fields, and fails as a server error, not a bad request.
const passwordMatches = (fields: Record<string, string>, merchant: Merchant) =>
  fields.Password === stkPassword(merchant.shortcode, merchant.passkey, fields.Timestamp ?? '');

export function checkPush(body: unknown, merchant: Merchant): Checked<AcceptedPush> {
  const checked = run(body, { ...fieldChecks(merchant), ...pushChecks });
  if (checked.kind === 'invalid') return checked;
  if (!passwordMatches(checked.value, merchant)) return { kind: 'invalid', failure: wrongCredentials };
  const { Password: _, ...fields } = checked.value;
  return { kind: 'valid', value: { ...(fields as Omit<AcceptedPush, 'Amount'>), Amount: Number(fields.Amount) } };
}

export function checkQuery(body: unknown, merchant: Merchant): Checked<{ CheckoutRequestID: string }> {
  const checked = run(body, { ...fieldChecks(merchant), CheckoutRequestID: present });
  if (checked.kind === 'invalid') return checked;
  if (!passwordMatches(checked.value, merchant)) return { kind: 'invalid', failure: wrongCredentials };
  return { kind: 'valid', value: { CheckoutRequestID: checked.value.CheckoutRequestID! } };
}
