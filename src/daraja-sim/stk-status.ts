import { darajaTimestamp } from '#shared/daraja.ts';
import { PAYOUT_RESULT, PAYOUT_RESULT_DESCRIPTIONS, type PayoutResult } from '#shared/daraja-payouts.ts';
import type { Transactions } from './transactions.ts';

/**
 * A Transaction Status result for an STK payment found by its MpesaReceiptNumber, shaped like the
 * paybill's (c2b-routes.ts): the payer as DebitPartyName, our shortcode as CreditPartyName. A push
 * M-Pesa has not finished, or that failed, has no receipt, so it is not found (undefined).
 */
export function stkStatusResult(
  transactions: Transactions,
  transactionId: string | undefined,
  ids: { originator: string; conversation: string },
  nameOf: (msisdn: string) => string,
): PayoutResult | undefined {
  const t = transactionId ? transactions.byReceipt(transactionId) : undefined;
  if (!t?.payment) return undefined;
  const { push, payment } = t;
  const parameters = [
    { Key: 'DebitPartyName', Value: `${payment.phone} - ${nameOf(payment.phone)}` },
    { Key: 'CreditPartyName', Value: `${push.BusinessShortCode} - Harambee` },
    { Key: 'OriginatorConversationID', Value: ids.originator },
    { Key: 'InitiatedTime', Value: darajaTimestamp(new Date(t.acceptedAt)) },
    { Key: 'DebitAccountType', Value: 'MMF Account For Customer' },
    { Key: 'DebitPartyCharges' },
    { Key: 'TransactionReason' },
    { Key: 'ReasonType', Value: 'Pay Bill Online' },
    { Key: 'TransactionStatus', Value: 'Completed' },
    { Key: 'FinalisedTime', Value: payment.transactionDate },
    { Key: 'Amount', Value: String(payment.amount) },
    { Key: 'ConversationID', Value: ids.conversation },
    { Key: 'ReceiptNo', Value: payment.receipt },
  ];
  return {
    Result: {
      ResultType: 0,
      ResultCode: PAYOUT_RESULT.paid,
      ResultDesc: PAYOUT_RESULT_DESCRIPTIONS[PAYOUT_RESULT.paid] ?? '',
      OriginatorConversationID: ids.originator,
      ConversationID: ids.conversation,
      TransactionID: payment.receipt,
      ResultParameters: { ResultParameter: parameters },
      ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
    },
  };
}
