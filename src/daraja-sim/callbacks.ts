import { RESULT, RESULT_DESCRIPTIONS, type StkCallback } from '#shared/daraja.ts';

// What Safaricom posts to CallBackURL, and how: once, unsigned, never retried, whatever the
// receiver answers. The product must not depend on it arriving (the query is the fallback).

export interface Payment {
  amount: number;
  receipt: string;
  /** yyyyMMddHHmmss, Kenyan time. */
  transactionDate: string;
  phone: string;
}

export interface CallbackFacts {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  /** Only for a payment that went through: failures carry no CallbackMetadata at all. */
  payment?: Payment;
}

export function callbackBody({ merchantRequestId, checkoutRequestId, resultCode, payment }: CallbackFacts) {
  const stkCallback: StkCallback['Body']['stkCallback'] = {
    MerchantRequestID: merchantRequestId,
    CheckoutRequestID: checkoutRequestId,
    ResultCode: resultCode,
    ResultDesc: RESULT_DESCRIPTIONS[resultCode] ?? '',
  };
  if (resultCode === RESULT.paid && payment) {
    // Safaricom's shape, quirks kept: Balance has no Value, the date and the phone are numbers.
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: payment.amount },
        { Name: 'MpesaReceiptNumber', Value: payment.receipt },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: Number(payment.transactionDate) },
        { Name: 'PhoneNumber', Value: Number(payment.phone) },
      ],
    };
  }
  return { Body: { stkCallback } } satisfies StkCallback;
}

export interface CallbackSender {
  /** Posts once in the background; a failure is logged and dropped, as Safaricom drops it. */
  send(url: string, body: unknown, merchantRequestId: string): void;
  /** Posts attempted so far, delivered or not. */
  readonly sent: number;
  /** Abandons posts still in flight (the simulator is shutting down). */
  close(): void;
}

const TIMEOUT_MS = 10_000;

export function createCallbackSender(log: (line: string) => void): CallbackSender {
  const stop = new AbortController();
  let sent = 0;

  async function post(url: string, body: unknown, merchantRequestId: string) {
    // The log names the receiver's origin and the MerchantRequestID, never the CheckoutRequestID
    // (which ends in the payer's phone number) nor the URL's path and query (which may hold a secret).
    const where = `${new URL(url).origin} (MerchantRequestID ${merchantRequestId})`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      if (!response.ok) log(`Daraja simulator: callback to ${where} answered HTTP ${response.status}; not retried`);
    } catch (err) {
      if (stop.signal.aborted) return;
      const reason = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
      log(`Daraja simulator: callback to ${where} failed (${reason}); not retried`);
    }
  }

  return {
    send(url, body, merchantRequestId) {
      if (stop.signal.aborted) return;
      sent += 1;
      void post(url, body, merchantRequestId);
    },
    get sent() {
      return sent;
    },
    close() {
      stop.abort();
    },
  };
}
