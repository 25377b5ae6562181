import { randomInt } from 'node:crypto';
import { darajaTimestamp, MAGIC_NUMBERS, RESULT } from '#shared/daraja.ts';
import { callbackBody, type CallbackSender, type Payment } from './callbacks.ts';
import { randomText } from './tokens.ts';
import type { AcceptedPush } from './validate.ts';
import { createTimers } from './timers.ts';

// One STK push from acceptance to its final result: in flight while the simulated donor looks at
// the prompt, then final (paid or failed) after the configured delay, when the callback goes out.
// The payer's number picks the outcome (MAGIC_NUMBERS); any other number pays.

export type Outcome = 'paid' | (typeof MAGIC_NUMBERS)[keyof typeof MAGIC_NUMBERS];

export interface Transaction {
  merchantRequestId: string;
  checkoutRequestId: string;
  push: AcceptedPush;
  outcome: Outcome;
  acceptedAt: number;
  final: boolean;
  /** Set when final. */
  resultCode: number | null;
  payment?: Payment;
  /** Status queries answered, in all and since the transaction became final. */
  queries: number;
  queriesSinceFinal: number;
}

export type QueryAnswer = { kind: 'processing' } | { kind: 'result'; resultCode: number };

export interface Transactions {
  /** Starts a push, or says the payer's phone is still busy with an earlier one (Daraja's lock). */
  start(push: AcceptedPush): Transaction | 'locked';
  find(checkoutRequestId: string): Transaction | undefined;
  /** A paid push by its MpesaReceiptNumber (what Transaction Status is asked with). */
  byReceipt(receipt: string): Transaction | undefined;
  /** What a status query sees now (each call counts: the flapping number depends on it). */
  query(transaction: Transaction): QueryAnswer;
  list(phone?: string): Transaction[];
  /** Stops every timer: no transaction settles and no callback goes out afterwards. */
  close(): void;
}

export interface TransactionOptions {
  callbackDelayMs: number;
  processingMs: number;
  callbacks: CallbackSender;
  /** A paid push whose callback goes out: the paybill's C2B URLs hear of it too (c2b.ts). */
  onPaid?: (transaction: Transaction & { payment: Payment }) => void;
}

// Safaricom sends the repeated callback a moment after the first, not at once.
const SECOND_CALLBACK_MS = 300;
// Past the processing window, Daraja still answers "being processed" now and then.
const FLAP_EVERY = 3;

const digits = (length: number) => randomText(length, '0123456789');
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const outcomeOf = (phone: string): Outcome =>
  Object.hasOwn(MAGIC_NUMBERS, phone) ? MAGIC_NUMBERS[phone as keyof typeof MAGIC_NUMBERS] : 'paid';

// The failure outcomes are named as in RESULT; every "paid…" variant pays.
const resultCodeOf = (outcome: Outcome): number =>
  Object.hasOwn(RESULT, outcome) ? RESULT[outcome as keyof typeof RESULT] : RESULT.paid;

const sendsCallbacks = (outcome: Outcome) =>
  outcome === 'paidCallbackTwice' ? 2 : outcome === 'paidNoCallback' || outcome === 'paidQueryFlaps' ? 0 : 1;

export function createTransactions({
  callbackDelayMs,
  processingMs,
  callbacks,
  onPaid,
}: TransactionOptions): Transactions {
  const all = new Map<string, Transaction>();
  const inFlight = new Map<string, Transaction>();
  const receipts = new Set<string>();
  const { later, clear } = createTimers();

  // Real CheckoutRequestIDs carry the time (ddMMyyyyHHmmss), three digits and the payer's number.
  function checkoutRequestId(phone: string) {
    const t = darajaTimestamp();
    const when = `${t.slice(6, 8)}${t.slice(4, 6)}${t.slice(0, 4)}${t.slice(8)}`;
    let id: string;
    do id = `ws_CO_${when}${digits(3)}${phone}`;
    while (all.has(id));
    return id;
  }

  // M-Pesa receipts: ten capitals and digits, starting with a letter (e.g. NLJ7RT61SV).
  function receipt() {
    let value: string;
    do value = randomText(1, UPPER) + randomText(9, UPPER + '0123456789');
    while (receipts.has(value));
    receipts.add(value);
    return value;
  }

  function settle(transaction: Transaction) {
    transaction.final = true;
    transaction.resultCode = resultCodeOf(transaction.outcome);
    inFlight.delete(transaction.push.PhoneNumber);
    if (transaction.resultCode === RESULT.paid) {
      const { Amount, PhoneNumber } = transaction.push;
      transaction.payment = {
        amount: Amount,
        receipt: receipt(),
        transactionDate: darajaTimestamp(),
        phone: PhoneNumber,
      };
    }
    const body = callbackBody({
      merchantRequestId: transaction.merchantRequestId,
      checkoutRequestId: transaction.checkoutRequestId,
      resultCode: transaction.resultCode,
      payment: transaction.payment,
    });
    const send = () => callbacks.send(transaction.push.CallBackURL, body, transaction.merchantRequestId);
    const count = sendsCallbacks(transaction.outcome);
    if (count >= 1) send();
    if (count >= 2) later(SECOND_CALLBACK_MS, send);
    // A number whose callback is lost loses its C2B echo too: only a status query finds the payment.
    if (count >= 1 && transaction.payment) onPaid?.({ ...transaction, payment: transaction.payment });
  }

  return {
    start(push) {
      if (inFlight.has(push.PhoneNumber)) return 'locked';
      const transaction: Transaction = {
        merchantRequestId: `${randomInt(1000, 100_000)}-${randomInt(10_000_000, 100_000_000)}-1`,
        checkoutRequestId: checkoutRequestId(push.PhoneNumber),
        push,
        outcome: outcomeOf(push.PhoneNumber),
        acceptedAt: Date.now(),
        final: false,
        resultCode: null,
        queries: 0,
        queriesSinceFinal: 0,
      };
      all.set(transaction.checkoutRequestId, transaction);
      inFlight.set(push.PhoneNumber, transaction);
      const delay = transaction.outcome === 'paidQueryFlaps' ? processingMs : callbackDelayMs;
      later(delay, () => settle(transaction));
      return transaction;
    },
    find: (id) => all.get(id),
    byReceipt: (value) => [...all.values()].find((t) => t.payment?.receipt === value),
    query(transaction) {
      transaction.queries += 1;
      if (!transaction.final) {
        // The flapping number answers "still under processing" (4999) and "being processed" in turn.
        const flapping = transaction.outcome === 'paidQueryFlaps' && transaction.queries % 2 === 1;
        return flapping ? { kind: 'result', resultCode: RESULT.stillProcessing } : { kind: 'processing' };
      }
      transaction.queriesSinceFinal += 1;
      if (transaction.outcome === 'paidQueryFlaps' && transaction.queriesSinceFinal % FLAP_EVERY === 0) {
        return { kind: 'processing' };
      }
      return { kind: 'result', resultCode: transaction.resultCode ?? RESULT.paid };
    },
    list: (phone) => [...all.values()].filter((t) => phone === undefined || t.push.PhoneNumber === phone),
    close() {
      clear();
    },
  };
}
