import { expect } from 'vitest';
import { C2B_PATHS } from '#shared/daraja-c2b.ts';
import { adminCliOn } from '../../support/admin-cli.ts';
import { Session } from '../../support/api.ts';
import { startOwnE2eServer } from './own-server.ts';

// The paybill and the donor's M-Pesa code (D-213, D-217) in the browser need a server whose
// status queries never come in time, so that only the donor's code can count a lost callback: a
// server of the file's own, on the suite's build, Daraja and SMS simulators. It registers its C2B
// URLs with the simulator as `npm run admin -- register-c2b-urls` does (the suite's server points
// at a simulator it did not start, so it registers none), which makes it the one server the
// simulator's paybill payments reach while this file runs.

export async function startPaybillServer() {
  const own = await startOwnE2eServer(
    'paybill',
    {
      // An hour before the first status query, two before giving up: within the test the donation
      // stays "not confirmed yet" and is never turned into a follow-up (D-216).
      PAYMENT_FIRST_QUERY_SECONDS: '3600',
      PAYMENT_GIVE_UP_SECONDS: '7200',
    },
    async (env) => {
      const registered = await adminCliOn(env, 'register-c2b-urls');
      expect(registered.code, registered.out).toBe(0);
    },
  );
  return {
    ...own,
    /** The business number donors pay (the STK shortcode, D-215). */
    paybill: own.env.DARAJA_SHORTCODE ?? '174379',
    consumer: { key: own.env.DARAJA_CONSUMER_KEY!, secret: own.env.DARAJA_CONSUMER_SECRET! },
  };
}

export type PaybillServer = Awaited<ReturnType<typeof startPaybillServer>>;

/** Polls `probe` every 200 ms until it answers something. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 20): Promise<T> {
  for (let i = 0; i < seconds * 5; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not happen within ${seconds} s`);
}

/**
 * A customer paying the paybill from their phone: the sandbox's `POST /mpesa/c2b/v1/simulate`,
 * with an OAuth token as any Daraja call. Answers the simulator's TransID once M-Pesa has posted
 * the confirmation to our server.
 */
export async function payByPaybill(
  server: PaybillServer,
  payment: { msisdn: string; amount: number; account: string },
) {
  const basic = Buffer.from(`${server.consumer.key}:${server.consumer.secret}`).toString('base64');
  const token = await fetch(`${server.darajaSimUrl}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${basic}` },
  });
  expect(token.status).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const reply = await fetch(`${server.darajaSimUrl}${C2B_PATHS.simulate}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ShortCode: server.paybill,
      CommandID: 'CustomerPayBillOnline',
      Amount: payment.amount,
      Msisdn: payment.msisdn,
      BillRefNumber: payment.account,
    }),
  });
  expect(reply.status).toBe(200);
  type SimC2b = { TransID: string; BillRefNumber: string; status: string; confirmation_sent: boolean };
  const done = await until('the paybill confirmation', async () => {
    const all = (await (await fetch(`${server.darajaSimUrl}/simulator/c2b`)).json()) as SimC2b[];
    return all.find((t) => t.BillRefNumber === payment.account && t.status === 'completed' && t.confirmation_sent);
  });
  return done.TransID;
}

/**
 * The M-Pesa receipt of the STK push to `msisdn` for `account` (what M-Pesa's SMS tells the donor),
 * once the simulator has paid it (GET /simulator/pushes).
 */
export const receiptOfPush = (server: PaybillServer, msisdn: string, account: string) =>
  until(`a receipt for the push to ${msisdn}`, async () => {
    const pushes = (await (await fetch(`${server.darajaSimUrl}/simulator/pushes?phone=${msisdn}`)).json()) as {
      AccountReference: string;
      MpesaReceiptNumber: string | null;
    }[];
    return pushes.find((p) => p.AccountReference === account && p.MpesaReceiptNumber)?.MpesaReceiptNumber ?? undefined;
  });

/** The fundraiser's total as the server counts it (its public review). */
/** The fundraiser's numeric paybill account (D-254), as its review gives it. */
export async function accountNumberOf(server: PaybillServer, code: string) {
  const reply = await new Session(undefined, server.api).get(`/fundraisers/${code}/review/`);
  expect(reply.status).toBe(200);
  return (reply.body.data as { fundraiser: { account_number: string } }).fundraiser.account_number;
}

export async function raisedOf(server: PaybillServer, code: string) {
  const reply = await new Session(undefined, server.api).get(`/fundraisers/${code}/review/`);
  expect(reply.status).toBe(200);
  return (reply.body.data as { detail: { raised_amount: number } }).detail.raised_amount;
}
