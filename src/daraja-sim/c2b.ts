import { randomInt } from 'node:crypto';
import { darajaTimestamp } from '#shared/daraja.ts';
import {
  C2B_VALIDATION_TIMEOUT_MS,
  maskC2bMsisdn,
  type C2bPayment,
  type C2bRegisterRequest,
  type C2bSimulateRequest,
} from '#shared/daraja-c2b.ts';
import type { CallbackSender } from './callbacks.ts';
import { createTimers } from './timers.ts';

// Paybill payments as M-Pesa makes them (Daraja's Register URL page): with external validation on
// and a validation URL registered, the payment is first put to it, whose answer decides, or, when
// it does not answer within about 8 s, the registration's ResponseType; then a completed payment's
// details are posted once to the confirmation URL. No URLs registered: M-Pesa completes silently.

export type ValidationOutcome = 'not_asked' | 'accepted' | 'no_answer' | (string & {});

export interface C2bTransaction {
  request: C2bSimulateRequest;
  transId: string;
  transTime: string;
  status: 'validating' | 'completed' | 'cancelled';
  /** 'accepted', a refusal's ResultCode (e.g. C2B00012), 'no_answer', or 'not_asked'. */
  validation: ValidationOutcome;
  confirmationUrl: string | null;
  at: Date;
}

export interface C2bOptions {
  callbacks: CallbackSender;
  /** External validation, which Safaricom turns on per shortcode on request (off by default). */
  validation: boolean;
  maskMsisdn: boolean;
  validationTimeoutMs?: number;
  /** The customer's name as M-Pesa's register holds it, e.g. "JOHN DOE". */
  nameOf: (msisdn: string) => string;
  /** The paybill's utility account before this payment, in KES. */
  balanceBefore: () => number;
}

export interface C2b {
  register(request: C2bRegisterRequest): void;
  registration(shortcode: string): C2bRegisterRequest | undefined;
  simulate(request: C2bSimulateRequest): C2bTransaction;
  setValidation(enabled: boolean): void;
  /** A completed payment by its TransID (Transaction Status finds it so). */
  find(transId: string): C2bTransaction | undefined;
  /** What completed payments brought in, in KES. */
  received(): number;
  /** Newest first. */
  list(): C2bTransaction[];
  payload(t: C2bTransaction, forValidation: boolean): C2bPayment;
  /**
   * An STK push paid to a paybill whose URLs are registered, announced to its confirmation URL as
   * well ("M-Pesa Express is still affected by any previous C2B integrations done on the
   * shortcode"): its receipt as TransID, its AccountReference as BillRefNumber, never validated.
   */
  echoStk(push: { shortcode: string; receipt: string; amount: number; msisdn: string; account: string }): void;
  close(): void;
}

const transId = () =>
  Array.from({ length: 10 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[randomInt(0, 36)]).join('');

export function createC2b(options: C2bOptions): C2b {
  const registrations = new Map<string, C2bRegisterRequest>();
  const all: C2bTransaction[] = [];
  let validation = options.validation;
  const stop = new AbortController();
  const { later, clear } = createTimers();
  const timeoutMs = options.validationTimeoutMs ?? C2B_VALIDATION_TIMEOUT_MS;
  const received = () => all.filter((t) => t.status === 'completed').reduce((sum, t) => sum + t.request.Amount, 0);

  function payload(t: C2bTransaction, forValidation: boolean): C2bPayment {
    const [first = '', ...rest] = options.nameOf(t.request.Msisdn).split(/\s+/);
    const last = rest.pop() ?? '';
    return {
      TransactionType: t.request.CommandID === 'CustomerPayBillOnline' ? 'Pay Bill' : 'Buy Goods',
      TransID: t.transId,
      TransTime: t.transTime,
      TransAmount: t.request.Amount.toFixed(2),
      BusinessShortCode: t.request.ShortCode,
      BillRefNumber: t.request.BillRefNumber,
      InvoiceNumber: '',
      // Blank for validation; the new balance in the confirmation.
      OrgAccountBalance: forValidation ? '' : (options.balanceBefore() + received()).toFixed(2),
      ThirdPartyTransID: '',
      MSISDN: options.maskMsisdn ? maskC2bMsisdn(t.request.Msisdn) : t.request.Msisdn,
      FirstName: first,
      MiddleName: rest.join(' '),
      LastName: last,
    };
  }

  /** The validation URL's verdict: a ResultCode, or 'no_answer' when it gave none in time. */
  async function validate(url: string, t: C2bTransaction): Promise<ValidationOutcome> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload(t, true)),
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(timeoutMs)]),
      });
      const answer = (await response.json().catch(() => null)) as { ResultCode?: unknown } | null;
      const code = answer?.ResultCode;
      if (!response.ok || (typeof code !== 'string' && typeof code !== 'number')) return 'no_answer';
      return String(code) === '0' ? 'accepted' : String(code);
    } catch {
      return 'no_answer';
    }
  }

  async function complete(t: C2bTransaction) {
    const registered = registrations.get(t.request.ShortCode);
    if (validation && registered?.ValidationURL) {
      t.validation = await validate(registered.ValidationURL, t);
      if (stop.signal.aborted) return;
      const goes =
        t.validation === 'accepted' || (t.validation === 'no_answer' && registered.ResponseType === 'Completed');
      if (!goes) {
        t.status = 'cancelled';
        return;
      }
    }
    t.status = 'completed';
    t.at = new Date();
    if (!registered) return;
    t.confirmationUrl = registered.ConfirmationURL;
    options.callbacks.send(registered.ConfirmationURL, payload(t, false), t.transId);
  }

  return {
    register: (request) => void registrations.set(request.ShortCode, request),
    registration: (shortcode) => registrations.get(shortcode),
    simulate(request) {
      const t: C2bTransaction = {
        request,
        transId: transId(),
        transTime: darajaTimestamp(),
        status: 'validating',
        validation: 'not_asked',
        confirmationUrl: null,
        at: new Date(),
      };
      all.push(t);
      // After the acknowledgement, as the customer's payment runs apart from the API call.
      later(20, () => void complete(t));
      return t;
    },
    echoStk(push) {
      const registered = registrations.get(push.shortcode);
      if (!registered) return;
      const t: C2bTransaction = {
        request: {
          ShortCode: push.shortcode,
          CommandID: 'CustomerPayBillOnline',
          Amount: push.amount,
          Msisdn: push.msisdn,
          BillRefNumber: push.account,
        },
        transId: push.receipt,
        transTime: darajaTimestamp(),
        status: 'completed',
        validation: 'not_asked',
        confirmationUrl: registered.ConfirmationURL,
        at: new Date(),
      };
      options.callbacks.send(registered.ConfirmationURL, payload(t, false), t.transId);
    },
    setValidation: (enabled) => void (validation = enabled),
    find: (id) => all.find((t) => t.transId === id && t.status === 'completed'),
    received,
    list: () => [...all].reverse(),
    payload,
    close() {
      stop.abort();
      clear();
    },
  };
}
