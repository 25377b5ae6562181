import { refundOriginatorId, type RefundRow } from '../../../db/refunds-table.ts';
import { first, readResult, readStatus, RECEIPT, resultOf, type Read } from '../payouts/read-answer.ts';
import { toWholeKes } from '#shared/kes.ts';

// Daraja's answers about a refund (D-256). A B2C refund is read as a payout is (read-answer.ts), our
// id its OriginatorConversationID. A reversal's result names the receipt it gave back
// (OriginalTransactionID) and its own (TransactionID); a status query's answer says Completed with
// the amount and a ReceiptNo. Unsigned, so believed only when it names this refund and, when it says
// done, the amount we asked for.

export type RefundRead = { answer: { code: string; desc: string; receipt?: string } } | { ignored: string };

const asPayout = (refund: RefundRow) => ({
  id: refundOriginatorId(refund),
  channel: 'b2c' as const,
  daraja_originator_id: null,
  amount_minor: refund.amount_minor,
  party_b: refund.party ?? '',
});

const plain = (read: Read): RefundRead =>
  'ignored' in read
    ? read
    : { answer: { code: read.answer.code, desc: read.answer.desc, receipt: read.answer.receipt } };

export function readRefundAnswer(refund: RefundRow, kind: 'result' | 'status', body: unknown): RefundRead {
  if (refund.channel === 'b2c') return plain((kind === 'result' ? readResult : readStatus)(asPayout(refund), body));
  const result = resultOf(body);
  if (!result) return { ignored: 'not a result' };
  const named = kind === 'result' ? result.OriginatorConversationID : first(result, 'OriginatorConversationID');
  if (refund.daraja_originator_id && named && named !== refund.daraja_originator_id)
    return { ignored: 'another OriginatorConversationID' };
  const code = String(result.ResultCode).trim();
  const desc = String(result.ResultDesc ?? '');
  if (code !== '0') return { answer: { code, desc } };
  if (kind === 'status' && first(result, 'TransactionStatus') !== 'Completed')
    return { answer: { code: `status:${first(result, 'TransactionStatus') ?? '-'}`, desc } };
  const amount = Number(first(result, 'Amount'));
  if (amount !== toWholeKes(refund.amount_minor))
    return { ignored: `reversed ${amount}, not ${toWholeKes(refund.amount_minor)}` };
  if (kind === 'result' && first(result, 'OriginalTransactionID') !== refund.receipt)
    return { ignored: 'another receipt reversed' };
  const receipt = kind === 'result' ? String(result.TransactionID ?? '') : first(result, 'ReceiptNo');
  if (!receipt || !RECEIPT.test(receipt)) return { ignored: 'no receipt number' };
  return { answer: { code, desc, receipt } };
}
