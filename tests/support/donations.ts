import { randomInt } from 'node:crypto';
import { expect, inject } from 'vitest';
import { waitFor } from '../setup/free-port.ts';
import { verifiedUser } from './accounts.ts';
import { Session } from './api.ts';
import { testDb } from './database.ts';
import { approve, completeFundraiser } from './fundraisers.ts';

// Money donations against the real server and the real Daraja simulator (started by the suite's
// setup, spoken to over HTTP).

export const simUrl = () => inject('darajaSimUrl');

/** A live fundraiser of a new organiser. */
export async function liveFundraiser(title = 'Water tank for Kibera Primary') {
  const { session: owner, email: ownerEmail } = await verifiedUser('organiser');
  const fundraiser = await completeFundraiser(owner, title);
  await approve(fundraiser.short_code);
  return { ...fundraiser, owner, ownerEmail };
}

/** A Kenyan mobile number no other test uses (so Daraja's one-push-at-a-time lock never meets two). */
export const freshPhone = () => `07${String(randomInt(10_000_000, 99_999_999))}`;

export const donationBody = (shortCode: string, overrides: Record<string, unknown> = {}) => ({
  short_code: shortCode,
  amount: 500,
  phone: freshPhone(),
  display_name: 'Wanjiku',
  ...overrides,
});

export function donate(shortCode: string, overrides: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return new Session().request('/donations/', { json: donationBody(shortCode, overrides), headers });
}

/**
 * Starts a donation and expects 202. The magic numbers are shared by test files running side by
 * side, so a push refused because another file just used the number (429, a few seconds in this
 * suite) is retried after its Retry-After, as the donor's 'Try again' would.
 */
export async function startDonation(shortCode: string, overrides: Record<string, unknown> = {}) {
  const body = donationBody(shortCode, overrides);
  for (let attempt = 0; ; attempt++) {
    const reply = await new Session().request('/donations/', { json: body });
    const busy = reply.status === 429 && reply.body.retry_after;
    if (busy && attempt < 10) {
      await new Promise((r) => setTimeout(r, Number(reply.body.retry_after) * 1000));
      continue;
    }
    expect(reply.status, JSON.stringify(reply.body)).toBe(202);
    return reply.body.data as { id: string; status: string; receipt_url: string };
  }
}

export const readDonation = async (id: string) => (await new Session().get(`/donations/${id}/`)).body.data;

/** Polls the donor's view until it is final (or `until` holds). */
export async function waitForDonation(id: string, until = (d: any) => d.status !== 'pending', timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const donation = await readDonation(id);
    if (until(donation)) return donation;
    if (Date.now() > deadline) throw new Error(`donation ${id} still ${JSON.stringify(donation)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function review(shortCode: string) {
  const reply = await new Session().get(`/fundraisers/${shortCode}/review/`);
  expect(reply.status).toBe(200);
  return reply.body.data;
}

export interface SimPush {
  CheckoutRequestID: string;
  PhoneNumber: string;
  Amount: number | string;
  AccountReference: string;
  TransactionDesc: string;
  CallBackURL: string;
  outcome: string;
  final: boolean;
  /** Once paid: the code M-Pesa's SMS gives the payer. */
  MpesaReceiptNumber: string | null;
}

/** What the simulator received: the pushes to one number (254… form), oldest first. */
export async function simPushes(phone254: string): Promise<SimPush[]> {
  const res = await fetch(`${simUrl()}/simulator/pushes?phone=${phone254}`);
  return (await res.json()) as SimPush[];
}

export const simStats = async () =>
  (await (await fetch(`${simUrl()}/simulator/stats`)).json()) as {
    tokensIssued: number;
    pushes: number;
    queries: number;
    callbacksSent: number;
  };

/**
 * The push just made to `phone`: the latest one to it (the server lets no other push to the same
 * number follow within seconds, so right after a donation started, the latest is its own).
 */
export const lastPushTo = async (phone: string) => (await simPushes(to254(phone))).at(-1)!;

/** The receipt M-Pesa texted the payer of the latest push to `phone`, once the payment is final. */
export async function receiptOf(phone: string) {
  let receipt: string | null = null;
  await waitFor(
    async () => !!(receipt = (await simPushes(to254(phone))).at(-1)?.MpesaReceiptNumber ?? null),
    'the payment',
    10_000,
  );
  return receipt!;
}

/** A donation paid whose callback M-Pesa never sends (the simulator's silent number), its status queries held off: only its code can tell. */
export async function lostCallbackDonation(shortCode: string, amount: number) {
  const d = await startDonation(shortCode, { phone: '0700009999', amount });
  await testDb().updateTable('donations').set({ next_query_at: null }).where('id', '=', d.id).execute();
  return { ...d, receipt: await receiptOf('0700009999') };
}

export const to254 = (phone: string) => `254${phone.replace(/\D/g, '').slice(-9)}`;

/** Posts a callback as Daraja would (unsigned JSON) to a callback URL the server gave Daraja. */
export const postCallback = (callbackUrl: string, body: unknown) =>
  fetch(callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export function successCallback(checkoutId: string, amount: number, receipt = 'TST1234567') {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '1-2-3',
        CheckoutRequestID: checkoutId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: 20261122101010 },
            { Name: 'PhoneNumber', Value: 254700000000 },
          ],
        },
      },
    },
  };
}

export const failureCallback = (checkoutId: string, code: number) => ({
  Body: {
    stkCallback: { MerchantRequestID: '1-2-3', CheckoutRequestID: checkoutId, ResultCode: code, ResultDesc: 'x' },
  },
});
