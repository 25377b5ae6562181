import { privateDecrypt, constants } from 'node:crypto';
import type { B2bRequest, B2cRequest, TransactionStatusRequest } from '#shared/daraja-payouts.ts';
import { invalid, isCallbackUrl, present, run, type Checked, type Field } from './validate.ts';
import { requestId } from './responses.ts';
import { SIM_PRIVATE_KEY } from './test-certificate.ts';

// The money-out requests' checks, in Daraja's field order and words (research §2.1, §2.6). Limits
// on the amount are not a bad request: M-Pesa answers them in the result (codes 2 and 3).

export type AcceptedB2c = Omit<B2cRequest, 'Amount'> & { Amount: number };
/** B2B as accepted, with the OriginatorConversationID Daraja makes for it. */
export type AcceptedB2b = Omit<B2bRequest, 'Amount'> & { Amount: number; OriginatorConversationID: string };
export type AcceptedPayout = AcceptedB2c | AcceptedB2b;
export const isB2b = (request: AcceptedPayout): request is AcceptedB2b => request.CommandID === 'BusinessPayBill';

export type AcceptedStatusQuery = Pick<TransactionStatusRequest, 'Initiator' | 'SecurityCredential' | 'ResultURL'> & {
  TransactionID?: string;
  OriginalConversationID?: string;
};

export interface Initiator {
  initiatorName: string;
  initiatorPassword: string;
}

const text =
  (min: number, max: number): Field =>
  (t) =>
    t !== undefined && t.length >= min && t.length <= max;
const shortcode: Field = (t) => t !== undefined && /^\d{5,9}$/.test(t);
const url: Field = (t) => t !== undefined && isCallbackUrl(t);

const b2cChecks: Record<string, Field> = {
  OriginatorConversationID: text(1, 100),
  InitiatorName: present,
  SecurityCredential: present,
  CommandID: (t) => t === 'BusinessPayment' || t === 'SalaryPayment' || t === 'PromotionPayment',
  Amount: (t) => t !== undefined && /^\d+(\.\d{1,2})?$/.test(t),
  PartyA: shortcode,
  PartyB: (t) => t !== undefined && /^254\d{9}$/.test(t),
  Remarks: text(2, 100),
  QueueTimeOutURL: url,
  ResultURL: url,
};

const optional = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** v1 has no OriginatorConversationID: Daraja makes one (research §2.1). */
export function checkB2c(body: unknown, version: 'v1' | 'v3'): Checked<AcceptedB2c> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const given = version === 'v1' ? { OriginatorConversationID: requestId(), ...record } : body;
  const checked = run(given, b2cChecks);
  if (checked.kind === 'invalid') return checked;
  // Daraja spells it Occassion; clients send either spelling (research §2.1).
  const occasion = optional(given, 'Occassion') ?? optional(given, 'Occasion');
  if (occasion !== undefined && !text(1, 100)(occasion)) return { kind: 'invalid', failure: invalid('Occassion') };
  const fields = checked.value as unknown as B2cRequest;
  return { kind: 'valid', value: { ...fields, Amount: Number(fields.Amount), Occassion: occasion } };
}

const b2bChecks: Record<string, Field> = {
  Initiator: present,
  SecurityCredential: present,
  CommandID: (t) => t === 'BusinessPayBill',
  SenderIdentifierType: (t) => t === '4',
  RecieverIdentifierType: (t) => t === '4',
  Amount: b2cChecks.Amount!,
  PartyA: shortcode,
  PartyB: shortcode,
  AccountReference: text(1, 13),
  Remarks: text(2, 100),
  QueueTimeOutURL: url,
  ResultURL: url,
};

/** BusinessPayBill (research §2; Daraja's table): Daraja makes the OriginatorConversationID. */
export function checkB2b(body: unknown): Checked<AcceptedB2b> {
  const checked = run(body, b2bChecks);
  if (checked.kind === 'invalid') return checked;
  const requester = optional(body, 'Requester');
  if (requester !== undefined && !/^254\d{9}$/.test(requester))
    return { kind: 'invalid', failure: invalid('Requester') };
  const occasion = optional(body, 'Occassion') ?? optional(body, 'Occasion');
  const fields = checked.value as unknown as B2bRequest;
  return {
    kind: 'valid',
    value: {
      ...fields,
      Amount: Number(fields.Amount),
      Requester: requester,
      Occassion: occasion,
      OriginatorConversationID: requestId(),
    },
  };
}

const statusChecks: Record<string, Field> = {
  Initiator: present,
  SecurityCredential: present,
  // The table's names only: the docs' sample spells "Command ID" with a space, which Daraja refuses.
  CommandID: (t) => t === 'TransactionStatusQuery',
  PartyA: shortcode,
  IdentifierType: (t) => t === '4',
  ResultURL: url,
  QueueTimeOutURL: url,
  Remarks: text(1, 100),
};

const balanceChecks: Record<string, Field> = {
  Initiator: present,
  SecurityCredential: present,
  CommandID: (t) => t === 'AccountBalance',
  PartyA: shortcode,
  IdentifierType: (t) => t === '4',
  Remarks: text(1, 100),
  QueueTimeOutURL: url,
  ResultURL: url,
};

/** Account Balance (research §2.6), in Daraja's field order. */
export function checkBalanceQuery(
  body: unknown,
): Checked<{ Initiator: string; SecurityCredential: string; ResultURL: string }> {
  const checked = run(body, balanceChecks);
  if (checked.kind === 'invalid') return checked;
  const { Initiator, SecurityCredential, ResultURL } = checked.value as Record<string, string>;
  return {
    kind: 'valid',
    value: { Initiator: Initiator!, SecurityCredential: SecurityCredential!, ResultURL: ResultURL! },
  };
}

export function checkStatusQuery(body: unknown): Checked<AcceptedStatusQuery> {
  const checked = run(body, statusChecks);
  if (checked.kind === 'invalid') return checked;
  const TransactionID = optional(body, 'TransactionID');
  const OriginalConversationID = optional(body, 'OriginalConversationID');
  if (!TransactionID && !OriginalConversationID) return { kind: 'invalid', failure: invalid('TransactionID') };
  const { Initiator, SecurityCredential, ResultURL } = checked.value as Record<string, string>;
  return {
    kind: 'valid',
    value: {
      Initiator: Initiator!,
      SecurityCredential: SecurityCredential!,
      ResultURL: ResultURL!,
      TransactionID,
      OriginalConversationID,
    },
  };
}

/**
 * The initiator password inside a SecurityCredential: RSA with the simulator's key, PKCS #1 v1.5
 * padding (00 02, random non-zero bytes, 00, the password). Node no longer strips that padding in
 * privateDecrypt (CVE-2023-46809, an oracle an attacker times; nothing here is secret), so it is
 * read by hand from the raw block; null when the block is not such a padding.
 */
function decryptCredential(credential: string) {
  try {
    const block = privateDecrypt(
      { key: SIM_PRIVATE_KEY, padding: constants.RSA_NO_PADDING },
      Buffer.from(credential, 'base64'),
    );
    const end = block.indexOf(0, 2);
    if (block[0] !== 0 || block[1] !== 2 || end < 10) return null;
    return block.subarray(end + 1).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Whether the initiator is ours: its name, and its password encrypted with the simulator's
 * certificate as Safaricom requires (research §2.1). Anything else is result 2001.
 */
export const initiatorMatches = (name: string, credential: string, initiator: Initiator) =>
  name === initiator.initiatorName && decryptCredential(credential) === initiator.initiatorPassword;
