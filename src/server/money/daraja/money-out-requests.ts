import type {
  AccountBalanceRequest,
  B2bRequest,
  B2cRequest,
  TransactionStatusRequest,
} from '#shared/daraja-payouts.ts';
import type { ReversalRequest } from '#shared/daraja-reversal.ts';
import type { B2bPayout, B2cPayout, ReversalOrder, StatusUrls } from './daraja-client-types.ts';

// The bodies of Daraja's money-out requests (research daraja-money-out §2, D-256), in Daraja's own
// field names and spellings, made by the initiator (its name, shortcode and SecurityCredential).

export interface Initiator {
  name: string;
  shortcode: string;
  credential: string;
}

export const b2cRequest = (i: Initiator, payout: B2cPayout): B2cRequest => ({
  OriginatorConversationID: payout.originatorId,
  InitiatorName: i.name,
  SecurityCredential: i.credential,
  CommandID: 'BusinessPayment',
  Amount: payout.amount,
  PartyA: i.shortcode,
  PartyB: payout.phone,
  Remarks: payout.remarks,
  QueueTimeOutURL: payout.timeoutUrl,
  ResultURL: payout.resultUrl,
});

export const b2bRequest = (i: Initiator, payout: B2bPayout): B2bRequest => ({
  Initiator: i.name,
  SecurityCredential: i.credential,
  CommandID: 'BusinessPayBill',
  SenderIdentifierType: '4',
  RecieverIdentifierType: '4',
  Amount: payout.amount,
  PartyA: i.shortcode,
  PartyB: payout.paybill,
  AccountReference: payout.accountReference,
  Remarks: payout.remarks,
  QueueTimeOutURL: payout.timeoutUrl,
  ResultURL: payout.resultUrl,
});

/** A reversal of a payment to `paybill` (our own shortcode, which received it). */
export const reversalRequest = (i: Initiator, paybill: string, order: ReversalOrder): ReversalRequest => ({
  Initiator: i.name,
  SecurityCredential: i.credential,
  CommandID: 'TransactionReversal',
  TransactionID: order.receipt,
  Amount: order.amount,
  ReceiverParty: paybill,
  RecieverIdentifierType: '11',
  ResultURL: order.resultUrl,
  QueueTimeOutURL: order.timeoutUrl,
  Remarks: order.remarks,
});

export const balanceRequest = (i: Initiator, urls: StatusUrls): AccountBalanceRequest => ({
  Initiator: i.name,
  SecurityCredential: i.credential,
  CommandID: 'AccountBalance',
  PartyA: i.shortcode,
  IdentifierType: '4',
  Remarks: 'Payout funds',
  QueueTimeOutURL: urls.timeoutUrl,
  ResultURL: urls.resultUrl,
});

export const statusRequest = (
  i: Initiator,
  id: Partial<Pick<TransactionStatusRequest, 'OriginalConversationID' | 'TransactionID' | 'PartyA'>>,
  urls: StatusUrls,
  remarks: string,
): TransactionStatusRequest => ({
  Initiator: i.name,
  SecurityCredential: i.credential,
  CommandID: 'TransactionStatusQuery',
  PartyA: i.shortcode,
  ...id,
  IdentifierType: '4',
  ResultURL: urls.resultUrl,
  QueueTimeOutURL: urls.timeoutUrl,
  Remarks: remarks,
});
