import type { Context, Hono, MiddlewareHandler } from 'hono';
import { darajaTimestamp } from '#shared/daraja.ts';
import {
  ACK_DESCRIPTION,
  PAYOUT_PATHS,
  PAYOUT_RESULT,
  PAYOUT_RESULT_DESCRIPTIONS,
  type PayoutAck,
  type PayoutResult,
} from '#shared/daraja-payouts.ts';
import type { C2b } from './c2b.ts';
import { c2bStatusResult } from './c2b-routes.ts';
import type { CallbackSender } from './callbacks.ts';
import type { SimConfig } from './config.ts';
import type { Payout, Payouts } from './payouts.ts';
import type { Reversals } from './reversals.ts';
import { reversalStatusResult } from './reversal-routes.ts';
import { stkStatusResult } from './stk-status.ts';
import type { Transactions } from './transactions.ts';
import { fail, FAILURES, requestId } from './responses.ts';
import { SIM_CERTIFICATE } from './test-certificate.ts';
import { checkB2b, checkB2c, checkBalanceQuery, checkStatusQuery, initiatorMatches } from './validate-payouts.ts';

// Daraja's B2C and Transaction Status endpoints (research §2), and /simulator/payouts, which lists
// what was asked for with Daraja's field names and whether money moved, so tests can count payments.

const processing = (message: string) => ({ status: 500 as const, errorCode: '500.002.1001', errorMessage: message });

const ack = (originator: string, conversation: string): PayoutAck => ({
  OriginatorConversationID: originator,
  ConversationID: conversation,
  ResponseCode: '0',
  ResponseDescription: ACK_DESCRIPTION,
});

/** What a Transaction Status query learns: the payout's end, or a catch-all while there is none. */
function statusResult(payout: Payout | undefined, originator: string, conversation: string): PayoutResult {
  const unknown = !payout?.final;
  const code = unknown ? PAYOUT_RESULT.internalFailure : payout.resultCode;
  const base = {
    ResultType: 0,
    ResultCode: code,
    ResultDesc: PAYOUT_RESULT_DESCRIPTIONS[code] ?? '',
    OriginatorConversationID: originator,
    ConversationID: conversation,
    TransactionID: payout?.paid ? payout.transactionId : 'MBN0000000',
    ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
  };
  if (unknown || !payout.paid) return { Result: base };
  const { request } = payout;
  const at = darajaTimestamp(payout.at);
  // Daraja's own sample repeats DebitPartyName and leaves TransactionReason without a Value (§2.6).
  const parameters = [
    { Key: 'DebitPartyName', Value: `${request.PartyA} - Harambee` },
    {
      Key: 'DebitPartyName',
      Value: `${request.PartyB} - ${payout.recipientName}`,
    },
    { Key: 'OriginatorConversationID', Value: request.OriginatorConversationID },
    { Key: 'InitiatedTime', Value: at },
    { Key: 'DebitAccountType', Value: 'Utility Account' },
    { Key: 'DebitPartyCharges', Value: 'Fee For B2C Payment|KES|22.40' },
    { Key: 'TransactionReason' },
    { Key: 'ReasonType', Value: 'Business Payment to Customer via API' },
    { Key: 'TransactionStatus', Value: 'Completed' },
    { Key: 'FinalisedTime', Value: at },
    { Key: 'Amount', Value: String(request.Amount) },
    { Key: 'ConversationID', Value: payout.conversationId },
    { Key: 'ReceiptNo', Value: payout.transactionId },
  ];
  return { Result: { ...base, ResultParameters: { ResultParameter: parameters } } };
}

export function payoutRoutes(
  app: Hono,
  deps: {
    config: SimConfig;
    payouts: Payouts;
    c2b: C2b;
    reversals: Reversals;
    transactions: Transactions;
    callbacks: CallbackSender;
    requireToken: MiddlewareHandler;
    readBody: (c: Context) => Promise<{ body: unknown } | null>;
  },
) {
  const { config, payouts, c2b, reversals, transactions, callbacks, requireToken, readBody } = deps;
  /** What a Transaction Status query learns about the transaction it names, whichever kind it is. */
  const lookup = (
    query: { TransactionID?: string; OriginalConversationID?: string },
    originator: string,
    conversation: string,
  ) => {
    const reversal = reversals.find(query);
    if (reversal) return reversalStatusResult(reversal, { originator, conversation });
    return (
      c2bStatusResult(c2b, query.TransactionID, { originator, conversation }) ??
      stkStatusResult(transactions, query.TransactionID, { originator, conversation }, payouts.nameOf) ??
      statusResult(payouts.find(query), originator, conversation)
    );
  };

  for (const version of ['v3', 'v1'] as const)
    app.post(version === 'v3' ? PAYOUT_PATHS.b2c : PAYOUT_PATHS.b2cV1, requireToken, async (c) => {
      const read = await readBody(c);
      if (!read) return fail(c, FAILURES.invalidJson);
      const checked = checkB2c(read.body, version);
      if (checked.kind === 'invalid') return fail(c, checked.failure);
      const request = checked.value;
      const payout = payouts.start(
        request,
        initiatorMatches(request.InitiatorName, request.SecurityCredential, config),
      );
      if (payout === 'duplicate') return fail(c, processing('Duplicate OriginatorConversationID.'));
      // The same code as a duplicate, another meaning, and the money moves anyway (research §2.2).
      if (payout.outcome === 'paidDespiteInternalError') return fail(c, processing('System internal error.'));
      return c.json(ack(request.OriginatorConversationID, payout.conversationId));
    });

  // BusinessPayBill: Daraja makes the OriginatorConversationID, so there is no duplicate to refuse.
  app.post(PAYOUT_PATHS.b2b, requireToken, async (c) => {
    const read = await readBody(c);
    if (!read) return fail(c, FAILURES.invalidJson);
    const checked = checkB2b(read.body);
    if (checked.kind === 'invalid') return fail(c, checked.failure);
    const request = checked.value;
    const payout = payouts.start(request, initiatorMatches(request.Initiator, request.SecurityCredential, config));
    if (payout === 'duplicate') return fail(c, processing('Duplicate OriginatorConversationID.'));
    return c.json(ack(request.OriginatorConversationID, payout.conversationId));
  });

  app.post(PAYOUT_PATHS.transactionStatus, requireToken, async (c) => {
    const read = await readBody(c);
    if (!read) return fail(c, FAILURES.invalidJson);
    const checked = checkStatusQuery(read.body);
    if (checked.kind === 'invalid') return fail(c, checked.failure);
    const query = checked.value;
    const originator = requestId();
    const conversation = `AG_${darajaTimestamp().slice(0, 8)}_${requestId().replaceAll('-', '')}`;
    const result = initiatorMatches(query.Initiator, query.SecurityCredential, config)
      ? lookup(query, originator, conversation)
      : {
          Result: {
            ...statusResult(undefined, originator, conversation).Result,
            ResultCode: PAYOUT_RESULT.initiatorInvalid,
            ResultDesc: PAYOUT_RESULT_DESCRIPTIONS[PAYOUT_RESULT.initiatorInvalid]!,
          },
        };
    // Asynchronous, as Daraja: the answer is posted to ResultURL once the query has been acknowledged.
    setTimeout(() => callbacks.send(query.ResultURL, result, conversation), 50);
    return c.json(ack(originator, conversation));
  });

  // Account Balance: acknowledged, then the balances posted as one string (research §2.6).
  app.post(PAYOUT_PATHS.accountBalance, requireToken, async (c) => {
    const read = await readBody(c);
    if (!read) return fail(c, FAILURES.invalidJson);
    const checked = checkBalanceQuery(read.body);
    if (checked.kind === 'invalid') return fail(c, checked.failure);
    const query = checked.value;
    const originator = requestId();
    const conversation = `AG_${darajaTimestamp().slice(0, 8)}_${requestId().replaceAll('-', '')}`;
    const ok = initiatorMatches(query.Initiator, query.SecurityCredential, config);
    const funds = (n: number) => `${n.toFixed(2)}|${n.toFixed(2)}|0.00|0.00`;
    const code = ok ? PAYOUT_RESULT.paid : PAYOUT_RESULT.initiatorInvalid;
    const result: PayoutResult = {
      Result: {
        ResultType: '0',
        ResultCode: String(code),
        ResultDesc: PAYOUT_RESULT_DESCRIPTIONS[code] ?? '',
        OriginatorConversationID: originator,
        ConversationID: conversation,
        TransactionID: 'SLI0000000',
        ...(ok && {
          ResultParameters: {
            ResultParameter: [
              {
                Key: 'AccountBalance',
                Value: `Working Account|KES|${funds(700000)}&Float Account|KES|${funds(0)}&Utility Account|KES|${funds(payouts.utilityFunds())}&Charges Paid Account|KES|${funds(-1540)}&Organization Settlement Account|KES|${funds(0)}`,
              },
              { Key: 'BOCompletedTime', Value: Number(darajaTimestamp()) },
            ],
          },
        }),
        ReferenceData: {
          ReferenceItem: {
            Key: 'QueueTimeoutURL',
            Value: 'https://internalsandbox.safaricom.co.ke/mpesa/abresults/v1/submit',
          },
        },
      },
    };
    setTimeout(() => callbacks.send(query.ResultURL, result, conversation), 50);
    return c.json(ack(originator, conversation));
  });

  app.get('/simulator/payouts', (c) =>
    c.json(
      payouts.list().map(({ request: { SecurityCredential: _, ...request }, ...payout }) => ({
        ...request,
        ConversationID: payout.conversationId,
        TransactionID: payout.transactionId,
        outcome: payout.outcome,
        ResultCode: payout.final ? payout.resultCode : null,
        paid: payout.paid,
      })),
    ),
  );

  // Not Daraja: who a number belongs to, as M-Pesa's register would say in a payout's result.
  app.put('/simulator/subscribers/:msisdn', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { name?: unknown } | null;
    if (typeof body?.name !== 'string' || !body.name.trim()) return c.json({ error: 'name is required' }, 400);
    payouts.register(c.req.param('msisdn'), body.name.trim());
    return c.json({ msisdn: c.req.param('msisdn'), name: body.name.trim().toUpperCase() });
  });

  app.get('/simulator/certificate', (c) => c.text(SIM_CERTIFICATE));
}
