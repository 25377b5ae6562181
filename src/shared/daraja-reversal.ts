// Daraja's Reversal API as the product and its simulator both speak it (research
// refunds-and-identity, "Daraja Reversal"; Daraja's "Reversals" page): M-Pesa gives a payment to our
// paybill back to the number that paid it. The request is acknowledged like a payout; the outcome is
// posted later to ResultURL, its ResultCode a string such as "R000002" on failure.

export const REVERSAL_PATH = '/mpesa/reversal/v1/request';

export interface ReversalRequest {
  Initiator: string;
  SecurityCredential: string;
  CommandID: 'TransactionReversal';
  /** The M-Pesa receipt of the payment given back. */
  TransactionID: string;
  Amount: number | string;
  /** Our own shortcode: the paybill that received the payment. */
  ReceiverParty: string;
  /** Daraja's spelling; the organisation's type, always "11". */
  RecieverIdentifierType: '11';
  ResultURL: string;
  QueueTimeOutURL: string;
  /** 2–100 characters. */
  Remarks: string;
  Occasion?: string;
}

/** A reversal's result codes (Daraja's table). */
export const REVERSAL_RESULT = {
  reversed: '0',
  alreadyReversed: 'R000001',
  invalidTransaction: 'R000002',
  balanceLow: '1',
  debitPartyInvalid: '11',
  roleMissing: '21',
  initiatorInvalid: '2001',
  accountRule: '2006',
  productNotAssigned: '2028',
  credentialLocked: '8006',
} as const;

export const REVERSAL_RESULT_DESCRIPTIONS: Record<string, string> = {
  [REVERSAL_RESULT.reversed]: 'The service request is processed successfully.',
  [REVERSAL_RESULT.alreadyReversed]: 'The transaction has already been reversed.',
  [REVERSAL_RESULT.invalidTransaction]: 'The OriginalTransactionID is invalid.',
  [REVERSAL_RESULT.balanceLow]: 'The balance is insufficient for the transaction.',
  [REVERSAL_RESULT.debitPartyInvalid]: 'The DebitParty is in an invalid state.',
  [REVERSAL_RESULT.roleMissing]: 'The initiator is not allowed to initiate this request.',
  [REVERSAL_RESULT.initiatorInvalid]: 'The initiator information is invalid.',
  [REVERSAL_RESULT.accountRule]: 'Declined due to account rule.',
  [REVERSAL_RESULT.productNotAssigned]: 'The request is not permitted according to product assignment.',
  [REVERSAL_RESULT.credentialLocked]: 'The security credential is locked.',
};

/**
 * The simulator's reversal outcomes, chosen by the number that made the payment being reversed
 * (README): a payment already reversed by its payer (SMS to 456), an initiator without the reversal
 * role, and a reversal made whose result never comes (a status query finds it). A receipt M-Pesa
 * does not know answers R000002, as it really does.
 */
export const REVERSAL_MAGIC_NUMBERS = {
  '254700008001': 'alreadyReversed',
  '254700008021': 'roleMissing',
  '254700008999': 'reversedNoResult',
} as const satisfies Record<string, string>;
