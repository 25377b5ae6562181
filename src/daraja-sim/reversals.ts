import { randomBytes } from 'node:crypto';
import { darajaTimestamp } from '#shared/daraja.ts';
import type { PayoutResult, ResultParameter } from '#shared/daraja-payouts.ts';
import {
  REVERSAL_MAGIC_NUMBERS,
  REVERSAL_RESULT,
  REVERSAL_RESULT_DESCRIPTIONS,
  type ReversalRequest,
} from '#shared/daraja-reversal.ts';
import type { CallbackSender } from './callbacks.ts';
import { createTimers } from './timers.ts';
import { randomText } from './tokens.ts';

// Reversals as M-Pesa plays them (Daraja's "Reversals" page, research refunds-and-identity): the
// request is acknowledged, the result posted once to ResultURL a few seconds later. A receipt M-Pesa
// does not know, or one paid to another shortcode, is R000002; a payment reversed before is R000001;
// an amount other than the payment's is refused as R000002 too (whether a part may be reversed is not
// documented: the cautious case); the payer's number picks the magic outcomes. In memory only.

export type AcceptedReversal = Omit<ReversalRequest, 'Amount'> & { Amount: number };

/** The payment a receipt names, as M-Pesa knows it: who paid, how much, to which shortcode. */
export interface KnownPayment {
  msisdn: string;
  amount: number;
  shortcode: string;
  payerName: string;
}

export interface Reversal {
  request: AcceptedReversal;
  originatorId: string;
  conversationId: string;
  /** The reversal's own receipt (placeholder on failure, as Daraja). */
  transactionId: string;
  resultCode: string;
  /** Whether the money went back to the payer (what tests count). */
  reversed: boolean;
  final: boolean;
  lostResult: boolean;
  payer: KnownPayment | undefined;
  /** Made by M-Pesa for the payer (an SMS to 456), not asked for through the API. */
  byPayer: boolean;
  at: Date;
}

export interface Reversals {
  start(request: AcceptedReversal, initiatorOk: boolean): Reversal;
  find(id: { OriginalConversationID?: string; TransactionID?: string }): Reversal | undefined;
  /**
   * The payer's own reversal (an SMS to 456 within 24 h, which Safaricom checks and makes without
   * the paybill's API): the whole payment goes back; undefined when M-Pesa knows no such payment or
   * it was reversed before. Nothing is posted to us: it shows only in the paybill's statement.
   */
  reverseByPayer(receipt: string): Reversal | undefined;
  /** Newest first. */
  list(): Reversal[];
  close(): void;
}

const conversationId = () =>
  `AG_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}_${randomBytes(10).toString('hex')}`;
const originatorId = () =>
  `${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(8).toString('hex')}`;
const newReceipt = () => `SK${randomText(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`;

export function resultOfReversal(r: Reversal): PayoutResult {
  const { request } = r;
  const parameters: ResultParameter[] = [
    { Key: 'DebitAccountBalance', Value: 'Utility Account|KES|7722179.62|7722179.62|0.00|0.00' },
    { Key: 'Amount', Value: request.Amount },
    { Key: 'TransCompletedTime', Value: Number(darajaTimestamp(r.at)) },
    { Key: 'OriginalTransactionID', Value: request.TransactionID },
    { Key: 'Charge', Value: 0 },
    { Key: 'CreditPartyPublicName', Value: `${r.payer?.msisdn} - ${r.payer?.payerName}` },
    { Key: 'DebitPartyPublicName', Value: `${request.ReceiverParty} - Harambee` },
  ];
  return {
    Result: {
      ResultType: 0,
      // A number on success, a string on failure, as Daraja's samples show.
      ResultCode: r.reversed ? 0 : r.resultCode,
      ResultDesc: REVERSAL_RESULT_DESCRIPTIONS[r.resultCode] ?? '',
      OriginatorConversationID: r.originatorId,
      ConversationID: r.conversationId,
      TransactionID: r.transactionId,
      ...(r.reversed && { ResultParameters: { ResultParameter: parameters } }),
      ReferenceData: {
        ReferenceItem: {
          Key: 'QueueTimeoutURL',
          Value: 'https://internalsandbox.safaricom.co.ke/mpesa/reversalresults/v1/submit',
        },
      },
    },
  };
}

export function createReversals({
  delayMs,
  callbacks,
  paymentOf,
}: {
  delayMs: number;
  callbacks: CallbackSender;
  paymentOf: (receipt: string) => KnownPayment | undefined;
}): Reversals {
  const all: Reversal[] = [];
  const { later, clear } = createTimers();
  const reversedBefore = (receipt: string) => all.some((r) => r.reversed && r.request.TransactionID === receipt);

  function outcomeOf(request: AcceptedReversal, payer: KnownPayment | undefined, initiatorOk: boolean) {
    if (!initiatorOk) return { code: REVERSAL_RESULT.initiatorInvalid, lost: false };
    if (!payer || payer.shortcode !== request.ReceiverParty || payer.amount !== request.Amount)
      return { code: REVERSAL_RESULT.invalidTransaction, lost: false };
    const before = reversedBefore(request.TransactionID);
    const magic = REVERSAL_MAGIC_NUMBERS[payer.msisdn as keyof typeof REVERSAL_MAGIC_NUMBERS];
    if (before || magic === 'alreadyReversed') return { code: REVERSAL_RESULT.alreadyReversed, lost: false };
    if (magic === 'roleMissing') return { code: REVERSAL_RESULT.roleMissing, lost: false };
    return { code: REVERSAL_RESULT.reversed, lost: magic === 'reversedNoResult' };
  }

  return {
    start(request, initiatorOk) {
      const payer = paymentOf(request.TransactionID);
      const reversal: Reversal = {
        request,
        originatorId: originatorId(),
        conversationId: conversationId(),
        transactionId: 'SKE0000000',
        resultCode: REVERSAL_RESULT.reversed,
        reversed: false,
        final: false,
        lostResult: false,
        payer,
        byPayer: false,
        at: new Date(),
      };
      all.push(reversal);
      later(delayMs, () => {
        // Decided when M-Pesa processes it, so two requests for one receipt find each other.
        const { code, lost } = outcomeOf(request, payer, initiatorOk);
        reversal.resultCode = code;
        reversal.reversed = code === REVERSAL_RESULT.reversed;
        if (reversal.reversed) reversal.transactionId = newReceipt();
        reversal.final = true;
        reversal.lostResult = lost;
        reversal.at = new Date();
        if (!lost) callbacks.send(request.ResultURL, resultOfReversal(reversal), reversal.conversationId);
      });
      return reversal;
    },
    find: ({ OriginalConversationID, TransactionID }) =>
      all.find(
        (r) =>
          (OriginalConversationID && r.originatorId === OriginalConversationID) ||
          (TransactionID && r.reversed && r.transactionId === TransactionID),
      ),
    reverseByPayer(receipt) {
      const payer = paymentOf(receipt);
      if (!payer || reversedBefore(receipt)) return undefined;
      const reversal: Reversal = {
        request: {
          Initiator: '',
          SecurityCredential: '',
          CommandID: 'TransactionReversal',
          TransactionID: receipt,
          Amount: payer.amount,
          ReceiverParty: payer.shortcode,
          RecieverIdentifierType: '11',
          ResultURL: '',
          QueueTimeOutURL: '',
          Remarks: 'Reversal asked by the customer',
        },
        originatorId: originatorId(),
        conversationId: conversationId(),
        transactionId: newReceipt(),
        resultCode: REVERSAL_RESULT.reversed,
        reversed: true,
        final: true,
        lostResult: false,
        payer,
        byPayer: true,
        at: new Date(),
      };
      all.push(reversal);
      return reversal;
    },
    list: () => [...all].reverse(),
    close: clear,
  };
}
