import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  ACK_DESCRIPTION,
  PAYOUT_RESULT,
  PAYOUT_RESULT_DESCRIPTIONS,
  type PayoutResult,
} from '#shared/daraja-payouts.ts';
import { REVERSAL_PATH, REVERSAL_RESULT_DESCRIPTIONS } from '#shared/daraja-reversal.ts';
import { darajaTimestamp } from '#shared/daraja.ts';
import type { SimConfig } from './config.ts';
import type { AcceptedReversal, Reversal, Reversals } from './reversals.ts';
import { fail, FAILURES } from './responses.ts';
import { initiatorMatches } from './validate-payouts.ts';
import { isCallbackUrl, present, run, type Checked, type Field } from './validate.ts';

// Daraja's Reversal endpoint (its "Reversals" page), the status of a reversal for Transaction
// Status, and /simulator/reversals, which lists what was asked for with Daraja's field names and
// whether money went back, so tests can count refunds as they count payouts.

const text =
  (min: number, max: number): Field =>
  (t) =>
    t !== undefined && t.length >= min && t.length <= max;

const reversalChecks: Record<string, Field> = {
  Initiator: present,
  SecurityCredential: present,
  CommandID: (t) => t === 'TransactionReversal',
  TransactionID: (t) => t !== undefined && /^[A-Z0-9]{8,20}$/.test(t),
  Amount: (t) => t !== undefined && /^\d+(\.\d{1,2})?$/.test(t) && Number(t) > 0,
  ReceiverParty: (t) => t !== undefined && /^\d{5,9}$/.test(t),
  // Daraja's spelling; the correct one is not read.
  RecieverIdentifierType: (t) => t === '11',
  ResultURL: (t) => t !== undefined && isCallbackUrl(t),
  QueueTimeOutURL: (t) => t !== undefined && isCallbackUrl(t),
  Remarks: text(2, 100),
};

export function checkReversal(body: unknown): Checked<AcceptedReversal> {
  const checked = run(body, reversalChecks);
  if (checked.kind === 'invalid') return checked;
  const fields = checked.value as unknown as AcceptedReversal;
  return { kind: 'valid', value: { ...fields, Amount: Number(fields.Amount) } };
}

/** What a Transaction Status query learns of a reversal: its end, or M-Pesa's catch-all before it. */
export function reversalStatusResult(r: Reversal, ids: { originator: string; conversation: string }): PayoutResult {
  const base = {
    ResultType: 0,
    OriginatorConversationID: ids.originator,
    ConversationID: ids.conversation,
    TransactionID: r.transactionId,
    ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
  };
  if (!r.final)
    return {
      Result: {
        ...base,
        ResultCode: PAYOUT_RESULT.internalFailure,
        ResultDesc: PAYOUT_RESULT_DESCRIPTIONS[PAYOUT_RESULT.internalFailure]!,
      },
    };
  if (!r.reversed)
    return {
      Result: { ...base, ResultCode: r.resultCode, ResultDesc: REVERSAL_RESULT_DESCRIPTIONS[r.resultCode] ?? '' },
    };
  const at = darajaTimestamp(r.at);
  const parameters = [
    { Key: 'DebitPartyName', Value: `${r.request.ReceiverParty} - Harambee` },
    { Key: 'CreditPartyName', Value: `${r.payer?.msisdn} - ${r.payer?.payerName}` },
    { Key: 'OriginatorConversationID', Value: r.originatorId },
    { Key: 'InitiatedTime', Value: at },
    { Key: 'DebitAccountType', Value: 'Utility Account' },
    { Key: 'DebitPartyCharges' },
    { Key: 'TransactionReason' },
    { Key: 'ReasonType', Value: 'Reversal' },
    { Key: 'TransactionStatus', Value: 'Completed' },
    { Key: 'FinalisedTime', Value: at },
    { Key: 'Amount', Value: String(r.request.Amount) },
    { Key: 'ConversationID', Value: r.conversationId },
    { Key: 'ReceiptNo', Value: r.transactionId },
  ];
  return {
    Result: {
      ...base,
      ResultCode: PAYOUT_RESULT.paid,
      ResultDesc: PAYOUT_RESULT_DESCRIPTIONS[PAYOUT_RESULT.paid]!,
      ResultParameters: { ResultParameter: parameters },
    },
  };
}

export function reversalRoutes(
  app: Hono,
  deps: {
    config: SimConfig;
    reversals: Reversals;
    requireToken: MiddlewareHandler;
    readBody: (c: Context) => Promise<{ body: unknown } | null>;
  },
) {
  const { config, reversals, requireToken, readBody } = deps;
  app.post(REVERSAL_PATH, requireToken, async (c) => {
    const read = await readBody(c);
    if (!read) return fail(c, FAILURES.invalidJson);
    const checked = checkReversal(read.body);
    if (checked.kind === 'invalid') return fail(c, checked.failure);
    const request = checked.value;
    const reversal = reversals.start(request, initiatorMatches(request.Initiator, request.SecurityCredential, config));
    return c.json({
      OriginatorConversationID: reversal.originatorId,
      ConversationID: reversal.conversationId,
      ResponseCode: '0',
      ResponseDescription: ACK_DESCRIPTION,
    });
  });

  app.all(REVERSAL_PATH, (c) => fail(c, FAILURES.methodNotAllowed));

  app.get('/simulator/reversals', (c) =>
    c.json(
      reversals.list().map(({ request: { SecurityCredential: _, ...request }, ...r }) => ({
        ...request,
        OriginatorConversationID: r.originatorId,
        ConversationID: r.conversationId,
        ReversalTransactionID: r.final && r.reversed ? r.transactionId : null,
        ResultCode: r.final ? r.resultCode : null,
        resultLost: r.lostResult,
        reversed: r.reversed,
        byPayer: r.byPayer,
      })),
    ),
  );
}
