import { createC2b, type C2b } from './c2b.ts';
import { createCallbackSender, type CallbackSender } from './callbacks.ts';
import type { SimConfig } from './config.ts';
import { createPayouts, type Payouts } from './payouts.ts';
import { createReversals, type Reversals } from './reversals.ts';
import { createTokenStore, type TokenStore } from './tokens.ts';
import { createTransactions, type Transactions } from './transactions.ts';

// Everything the simulator remembers, in memory only: it starts empty and ends with the process.

export interface SimStats {
  tokensIssued: number;
  /** Pushes accepted (refused ones are not counted). */
  pushes: number;
  /** Status queries that got past the token check, whatever they were answered. */
  queries: number;
  /** Callback posts attempted, delivered or not. */
  callbacksSent: number;
}

export interface SimState {
  tokens: TokenStore;
  transactions: Transactions;
  payouts: Payouts;
  c2b: C2b;
  reversals: Reversals;
  callbacks: CallbackSender;
  countQuery(): void;
  stats(): SimStats;
}

export function createSimState(config: SimConfig, log: (line: string) => void): SimState {
  const tokens = createTokenStore(config.tokenSeconds);
  const callbacks = createCallbackSender(log);
  const payouts = createPayouts({ payoutDelayMs: config.payoutDelayMs, callbacks });
  const c2b = createC2b({
    callbacks,
    validation: config.c2bValidation,
    maskMsisdn: config.c2bMaskMsisdn,
    nameOf: payouts.nameOf,
    balanceBefore: payouts.utilityFunds,
  });
  const transactions = createTransactions({
    ...config,
    callbacks,
    onPaid: ({ push, payment }) =>
      c2b.echoStk({
        shortcode: push.BusinessShortCode,
        receipt: payment.receipt,
        amount: payment.amount,
        msisdn: payment.phone,
        account: push.AccountReference,
      }),
  });
  // What M-Pesa knows of a payment to one of our shortcodes, by its receipt: a paybill payment or a push.
  const reversals = createReversals({
    delayMs: config.payoutDelayMs,
    callbacks,
    paymentOf: (receipt) => {
      const paybill = c2b.find(receipt);
      if (paybill)
        return {
          msisdn: paybill.request.Msisdn,
          amount: paybill.request.Amount,
          shortcode: paybill.request.ShortCode,
          payerName: payouts.nameOf(paybill.request.Msisdn),
        };
      const push = transactions.byReceipt(receipt);
      if (!push?.payment) return undefined;
      return {
        msisdn: push.payment.phone,
        amount: push.payment.amount,
        shortcode: push.push.BusinessShortCode,
        payerName: payouts.nameOf(push.payment.phone),
      };
    },
  });
  let queries = 0;
  return {
    tokens,
    transactions,
    payouts,
    c2b,
    reversals,
    callbacks,
    countQuery() {
      queries += 1;
    },
    stats: () => ({
      tokensIssued: tokens.issued,
      pushes: transactions.list().length,
      queries,
      callbacksSent: callbacks.sent,
    }),
  };
}
