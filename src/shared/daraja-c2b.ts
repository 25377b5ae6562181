import { z } from 'zod';

// Daraja's C2B paybill as the product and its simulator both speak it (research daraja-money-out
// §4.2; Daraja's pages CustomerToBusinessRegisterURL and CustomerToBusiness). Field names are
// Daraja's own, its misspelling `OriginatorCoversationID` included.

export const C2B_PATHS = {
  registerUrl: '/mpesa/c2b/v1/registerurl',
  // Sandbox only: a customer paying the paybill from their phone.
  simulate: '/mpesa/c2b/v1/simulate',
} as const;

export interface C2bRegisterRequest {
  ShortCode: string;
  /** What M-Pesa does when the validation URL does not answer in time; sentence case. */
  ResponseType: 'Completed' | 'Cancelled';
  ConfirmationURL: string;
  ValidationURL: string;
}

export interface C2bSimulateRequest {
  ShortCode: string;
  CommandID: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  Amount: number;
  Msisdn: string;
  BillRefNumber: string;
}

/** The acknowledgement of a registration or a simulated payment (not a payment itself). */
export interface C2bAck {
  OriginatorCoversationID: string;
  ResponseCode: string;
  ResponseDescription: string;
}

export const c2bAckSchema = z.object({
  OriginatorCoversationID: z.string().optional(),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
});

/** What M-Pesa posts to the validation and the confirmation URLs, every value a string. */
export interface C2bPayment {
  TransactionType: string;
  TransID: string;
  /** yyyyMMddHHmmss, Nairobi time. */
  TransTime: string;
  /** "10", or "10.00" as later samples show. */
  TransAmount: string;
  BusinessShortCode: string;
  BillRefNumber: string;
  InvoiceNumber: string;
  /** Blank in validation requests. */
  OrgAccountBalance: string;
  ThirdPartyTransID: string;
  /** Masked since 2023 ("2547 ***** 126"); plain 2547… in older integrations. */
  MSISDN: string;
  FirstName: string;
  MiddleName: string;
  LastName: string;
}

/** The validation answer's codes: 0 lets the payment through; the C2B000xx codes refuse it. */
export const C2B_VALIDATION = {
  accepted: { ResultCode: 0, ResultDesc: 'Accepted' },
  invalidAccount: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' },
} as const;

export const C2B_REJECTION_CODES = ['C2B00011', 'C2B00012', 'C2B00013', 'C2B00014', 'C2B00015', 'C2B00016'] as const;

/** Daraja gives up on a validation URL after about 8 seconds and applies the ResponseType. */
export const C2B_VALIDATION_TIMEOUT_MS = 8000;

/** The number as Daraja's current sample masks it: "254712345126" → "2547 ***** 126". */
export const maskC2bMsisdn = (msisdn: string) => `${msisdn.slice(0, 4)} ***** ${msisdn.slice(-3)}`;

/** Daraja refuses callback URLs containing these words, in any case (Register URL's requirements). */
export const C2B_FORBIDDEN_URL_WORDS = ['m-pesa', 'mpesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query'];
