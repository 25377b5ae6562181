import { z } from 'zod';

// Daraja's money-out calls as the product and its simulator both speak them (research
// daraja-money-out §2): B2C to an M-Pesa number and Transaction Status. Field names are Daraja's
// own, its misspelling `Occassion` included.

export const PAYOUT_PATHS = {
  b2c: '/mpesa/b2c/v3/paymentrequest',
  // Older clients (Safaricom's mpesa-node among them) post here, without an OriginatorConversationID.
  b2cV1: '/mpesa/b2c/v1/paymentrequest',
  transactionStatus: '/mpesa/transactionstatus/v1/query',
  // B2B BusinessPayBill: a paybill (a hospital, a school, a supplier) with its account number.
  b2b: '/mpesa/b2b/v1/paymentrequest',
  accountBalance: '/mpesa/accountbalance/v1/query',
} as const;

/** Account Balance (research §2.6): the answer comes to ResultURL as one pipe-and-ampersand string. */
export interface AccountBalanceRequest {
  Initiator: string;
  SecurityCredential: string;
  CommandID: 'AccountBalance';
  PartyA: string;
  IdentifierType: '4';
  Remarks: string;
  QueueTimeOutURL: string;
  ResultURL: string;
}

/**
 * The utility account's available funds (KES) in an AccountBalance value such as
 * "Working Account|KES|700000.00|700000.00|0.00|0.00&Utility Account|KES|228037.00|228037.00|0.00|0.00";
 * undefined when it has none. B2C pays from the utility account (research §2.1).
 */
export function utilityFunds(accountBalance: string) {
  const utility = accountBalance
    .split('&')
    .map((account) => account.split('|'))
    .find(([name]) => name?.trim() === 'Utility Account');
  const available = Number(utility?.[3] ?? utility?.[2]);
  return utility && Number.isFinite(available) ? available : undefined;
}

export interface B2cRequest {
  OriginatorConversationID: string;
  InitiatorName: string;
  SecurityCredential: string;
  CommandID: 'BusinessPayment' | 'SalaryPayment' | 'PromotionPayment';
  Amount: number | string;
  PartyA: string;
  PartyB: string;
  Remarks: string;
  QueueTimeOutURL: string;
  ResultURL: string;
  Occassion?: string;
}

/**
 * B2B BusinessPayBill as Daraja's table names it (its sample's "Command ID" with a space is a docs
 * error, and `RecieverIdentifierType` is misspelled by Daraja itself). There is no
 * OriginatorConversationID: Daraja makes it and returns it in the acknowledgement.
 */
export interface B2bRequest {
  Initiator: string;
  SecurityCredential: string;
  CommandID: 'BusinessPayBill';
  SenderIdentifierType: '4';
  RecieverIdentifierType: '4';
  Amount: number | string;
  PartyA: string;
  PartyB: string;
  /** Up to 13 characters. */
  AccountReference: string;
  Requester?: string;
  Remarks: string;
  QueueTimeOutURL: string;
  ResultURL: string;
  Occassion?: string;
}

export interface TransactionStatusRequest {
  Initiator: string;
  SecurityCredential: string;
  CommandID: 'TransactionStatusQuery';
  TransactionID?: string;
  OriginalConversationID?: string;
  PartyA: string;
  IdentifierType: '4';
  ResultURL: string;
  QueueTimeOutURL: string;
  Remarks: string;
  Occasion?: string;
}

/** The synchronous answer to a payout or a query: an acknowledgement, never a payment. */
export const payoutAckSchema = z.object({
  OriginatorConversationID: z.string(),
  ConversationID: z.string(),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
});
export type PayoutAck = z.infer<typeof payoutAckSchema>;

export const ACK_DESCRIPTION = 'Accept the service request successfully.';

/** The ResultCodes of a payout's result (research §2.5). */
export const PAYOUT_RESULT = {
  paid: 0,
  utilityEmpty: 1,
  belowMinimum: 2,
  aboveMaximum: 3,
  internalFailure: 17,
  initiatorInvalid: 2001,
  unsupportedCustomer: 2040,
} as const;

export const PAYOUT_RESULT_DESCRIPTIONS: Record<number, string> = {
  [PAYOUT_RESULT.paid]: 'The service request is processed successfully.',
  [PAYOUT_RESULT.utilityEmpty]: 'The balance is insufficient for the transaction.',
  [PAYOUT_RESULT.belowMinimum]: 'Declined due to limit rule: less than the minimum transaction amount.',
  [PAYOUT_RESULT.aboveMaximum]: 'Declined due to limit rule: greater than the maximum transaction amount.',
  [PAYOUT_RESULT.internalFailure]: 'Internal Failure',
  [PAYOUT_RESULT.initiatorInvalid]: 'The initiator information is invalid.',
  [PAYOUT_RESULT.unsupportedCustomer]:
    "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
};

/** M-Pesa's limits per payout (research §2.1): a larger withdrawal is paid as several payouts. */
export const PAYOUT_LIMITS = { minKes: 10, maxKes: 250_000 } as const;

/**
 * The simulator's payout numbers (README): the outcome each plays. Any other number is paid after
 * a few seconds, its result posted once.
 */
export const PAYOUT_MAGIC_NUMBERS = {
  '254700001001': 'utilityEmpty',
  '254700002040': 'unsupportedCustomer',
  '254700009999': 'paidNoResult',
  '254700009998': 'paidResultTwice',
  '254700009996': 'paidAfterTimeout',
  '254700009995': 'paidDespiteInternalError',
} as const satisfies Record<string, string>;

export interface ResultParameter {
  Key: string;
  Value?: string | number;
}

/** A result as Daraja posts it to ResultURL (B2C, B2B and Transaction Status alike). */
export interface PayoutResult {
  Result: {
    ResultType: number | string;
    ResultCode: number | string;
    ResultDesc: string;
    OriginatorConversationID: string;
    ConversationID: string;
    TransactionID: string;
    ResultParameters?: { ResultParameter: ResultParameter | ResultParameter[] };
    ReferenceData?: { ReferenceItem: ResultParameter | ResultParameter[] };
  };
}

/**
 * A result's parameters as a list, read by Key: Daraja sends an object for a single one and may
 * repeat a key (research §2.3 Q1, §2.6), so a map would lose data.
 */
export function resultParameters(result: PayoutResult['Result']): ResultParameter[] {
  const given = result.ResultParameters?.ResultParameter;
  if (!given) return [];
  return Array.isArray(given) ? given : [given];
}

/** The first parameter of `key`, as sent. */
export const resultValue = (result: PayoutResult['Result'], key: string) =>
  resultParameters(result).find((p) => p.Key === key)?.Value;
