import { Hono } from 'hono';
import type { SimConfig } from './config.ts';
import type { SimState } from './sim-state.ts';
import { statementCsv } from './statement.ts';

// Controls that Daraja does not have, under /simulator/: tests and demos use them to void tokens
// and to see what the product asked for (e.g. how many pushes one retried donation started).

export function controlRoutes(state: SimState, config: SimConfig) {
  const routes = new Hono();

  routes.post('/expire-tokens', (c) => {
    state.tokens.voidAll();
    return c.json({ voided: true });
  });

  routes.get('/pushes', (c) =>
    c.json(
      state.transactions.list(c.req.query('phone')).map((t) => ({
        CheckoutRequestID: t.checkoutRequestId,
        PhoneNumber: t.push.PhoneNumber,
        Amount: t.push.Amount,
        AccountReference: t.push.AccountReference,
        TransactionDesc: t.push.TransactionDesc,
        CallBackURL: t.push.CallBackURL,
        outcome: t.outcome,
        final: t.final,
        // What the payer's SMS from M-Pesa quotes (the code a donor enters when a gift is not showing).
        MpesaReceiptNumber: t.payment?.receipt ?? null,
      })),
    ),
  );

  routes.get('/stats', (c) => c.json(state.stats()));

  // A payer's own reversal, as an SMS to 456 makes it (D-259): M-Pesa tells the paybill nothing.
  routes.post('/payer-reversals', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { TransactionID?: unknown } | null;
    const receipt = typeof body?.TransactionID === 'string' ? body.TransactionID : '';
    const reversal = state.reversals.reverseByPayer(receipt);
    if (!reversal) return c.json({ error: `No payment ${receipt} to reverse, or it was reversed before` }, 404);
    return c.json({
      TransactionID: reversal.transactionId,
      OriginalTransactionID: receipt,
      Amount: reversal.request.Amount,
    });
  });

  // The statement file the organisation portal exports, for one shortcode.
  routes.get('/statement.csv', (c) => {
    const shortcode = c.req.query('ShortCode') ?? '';
    if (!/^\d{5,9}$/.test(shortcode)) return c.json({ error: 'ShortCode is required' }, 400);
    return c.body(statementCsv(state, shortcode, config.c2bMaskMsisdn), 200, {
      'content-type': 'text/csv; charset=utf-8',
    });
  });

  return routes;
}
