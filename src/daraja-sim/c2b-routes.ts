import type { Context, Hono, MiddlewareHandler } from 'hono';
import { C2B_PATHS, type C2bAck } from '#shared/daraja-c2b.ts';
import { PAYOUT_RESULT, PAYOUT_RESULT_DESCRIPTIONS, type PayoutResult } from '#shared/daraja-payouts.ts';
import { darajaTimestamp } from '#shared/daraja.ts';
import type { C2b } from './c2b.ts';
import { fail, FAILURES, requestId } from './responses.ts';
import { checkRegister, checkSimulate } from './validate-c2b.ts';

// Daraja's C2B endpoints (Register URL, and the sandbox's simulate), and /simulator/c2b, which lists
// every paybill payment with what its validation said, so tests and demos can see what M-Pesa did.

const ack = (description: string): C2bAck => ({
  // Daraja's spelling.
  OriginatorCoversationID: requestId(),
  ResponseCode: '0',
  ResponseDescription: description,
});

/**
 * A Transaction Status answer about a completed paybill payment, by its TransID; undefined when
 * there is none, so the caller answers as for anything else M-Pesa does not know.
 */
export function c2bStatusResult(
  c2b: C2b,
  transactionId: string | undefined,
  ids: { originator: string; conversation: string },
): PayoutResult | undefined {
  const t = transactionId ? c2b.find(transactionId) : undefined;
  if (!t) return undefined;
  const p = c2b.payload(t, true);
  const at = darajaTimestamp(t.at);
  const name = [p.FirstName, p.MiddleName, p.LastName].filter(Boolean).join(' ');
  const parameters = [
    { Key: 'DebitPartyName', Value: `${p.MSISDN} - ${name}` },
    { Key: 'CreditPartyName', Value: `${p.BusinessShortCode} - Harambee` },
    { Key: 'OriginatorConversationID', Value: ids.originator },
    { Key: 'InitiatedTime', Value: t.transTime },
    { Key: 'DebitAccountType', Value: 'MMF Account For Customer' },
    { Key: 'DebitPartyCharges' },
    { Key: 'TransactionReason' },
    { Key: 'ReasonType', Value: 'Pay Bill Online' },
    { Key: 'TransactionStatus', Value: 'Completed' },
    { Key: 'FinalisedTime', Value: at },
    { Key: 'Amount', Value: String(t.request.Amount) },
    { Key: 'ConversationID', Value: ids.conversation },
    { Key: 'ReceiptNo', Value: t.transId },
  ];
  return {
    Result: {
      ResultType: 0,
      ResultCode: PAYOUT_RESULT.paid,
      ResultDesc: PAYOUT_RESULT_DESCRIPTIONS[PAYOUT_RESULT.paid] ?? '',
      OriginatorConversationID: ids.originator,
      ConversationID: ids.conversation,
      TransactionID: t.transId,
      ResultParameters: { ResultParameter: parameters },
      ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
    },
  };
}

export function c2bRoutes(
  app: Hono,
  deps: { c2b: C2b; requireToken: MiddlewareHandler; readBody: (c: Context) => Promise<{ body: unknown } | null> },
) {
  const { c2b, requireToken, readBody } = deps;

  // The sandbox lets a shortcode register again and overwrite its URLs (production does not).
  app.post(C2B_PATHS.registerUrl, requireToken, async (c) => {
    const read = await readBody(c);
    if (!read) return fail(c, FAILURES.invalidJson);
    const checked = checkRegister(read.body);
    if (checked.kind === 'invalid') return fail(c, checked.failure);
    c2b.register(checked.value);
    return c.json(ack('Success'));
  });

  app.post(C2B_PATHS.simulate, requireToken, async (c) => {
    const read = await readBody(c);
    if (!read) return fail(c, FAILURES.invalidJson);
    const checked = checkSimulate(read.body);
    if (checked.kind === 'invalid') return fail(c, checked.failure);
    c2b.simulate(checked.value);
    return c.json(ack('Accept the service request successfully.'));
  });

  app.get('/simulator/c2b', (c) =>
    c.json(
      c2b.list().map((t) => ({
        ...c2b.payload(t, false),
        CommandID: t.request.CommandID,
        status: t.status,
        validation: t.validation,
        confirmation_sent: t.confirmationUrl !== null,
      })),
    ),
  );

  // Not Daraja: Safaricom turns external validation on for a shortcode when asked by e-mail.
  app.put('/simulator/c2b/validation', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { enabled?: unknown } | null;
    if (typeof body?.enabled !== 'boolean') return c.json({ error: 'enabled must be true or false' }, 400);
    c2b.setValidation(body.enabled);
    return c.json({ enabled: body.enabled });
  });
}
