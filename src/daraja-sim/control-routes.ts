import { Hono } from 'hono';
import type { SimState } from './sim-state.ts';

// Controls that Daraja does not have, under /simulator/: tests and demos use them to void tokens
// and to see what the product asked for (e.g. how many pushes one retried donation started).

export function controlRoutes(state: SimState) {
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

  return routes;
}
