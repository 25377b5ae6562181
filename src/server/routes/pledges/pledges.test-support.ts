import { expect, inject } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { c2bToken } from '#server/money/in/paybill/c2b-urls.ts';
import { nairobiDate } from '#shared/pledges/instalments.ts';
import { Session } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';
import { review } from '#tests/support/donations.ts';
import { confirmationBody } from '#tests/support/paybill.ts';
import { freshPhone, simMessages } from '#tests/support/sms.ts';

// Helpers of the pledge tests (not a test file itself): pledging, confirming with the code the SMS
// simulator received, paying by paybill as Daraja confirms it, and reading what the public sees.

export const today = () => nairobiDate(Date.now());

export const pledgeBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 1000,
  due_date: today(),
  phone: freshPhone(),
  display_name: 'Achieng Odhiambo',
  ...overrides,
});

export async function pledge(shortCode: string, overrides: Record<string, unknown> = {}, api?: string) {
  const body = pledgeBody(overrides);
  const reply = await new Session(undefined, api).post(`/fundraisers/${shortCode}/pledges/`, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.data.id as string, phone: body.phone as string, body };
}

const seen = new Set<string>();

/**
 * The code of the newest pledge code SMS to `phone` (English or Kiswahili) that no earlier call
 * returned: a second code to the same phone is waited for, never mistaken for the first.
 */
export async function pledgeCode(phone: string) {
  for (let i = 0; i < 100; i++) {
    const [text] = (await simMessages(phone)).filter((m) => /^\d{6} (is your|ni msimbo wako)/.test(m.message));
    if (text && !seen.has(`${phone}:${text.message}`)) {
      seen.add(`${phone}:${text.message}`);
      return text.message.slice(0, 6);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No pledge code reached ${phone}`);
}

export async function confirm(id: string, phone: string, api?: string) {
  const reply = await new Session(undefined, api).post(`/pledges/${id}/confirm/`, { code: await pledgeCode(phone) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as { id: string; status: string; token: string; link: string };
}

/** A confirmed pledge: its id, phone and link token. */
export async function openPledge(shortCode: string, overrides: Record<string, unknown> = {}, api?: string) {
  const made = await pledge(shortCode, overrides, api);
  const { token } = await confirm(made.id, made.phone, api);
  return { ...made, token };
}

export async function view(id: string, token: string, api?: string) {
  const reply = await new Session(undefined, api).get(`/pledges/${id}/?t=${encodeURIComponent(token)}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

export const pledgeRow = (id: string) =>
  testDb().selectFrom('pledges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const linksOf = (pledgeId: string) =>
  testDb().selectFrom('pledge_payments').selectAll().where('pledge_id', '=', pledgeId).orderBy('linked_at').execute();

/** The review's pledged and raised amounts, read afresh (the kept copy is two seconds old at most). */
export async function totals(shortCode: string) {
  const data = await review(shortCode);
  return { pledged: data.detail.pledged_amount as number, raised: data.detail.raised_amount as number, data };
}

/** Posts Daraja's paybill confirmation to the suite's server, as Safaricom would. */
export async function payByPaybill(account: string, amountKes: number, overrides: Record<string, string> = {}) {
  const token = c2bToken(loadEnv(inject('serverEnv')).JWT_SECRET);
  const body = confirmationBody({ BillRefNumber: account, TransAmount: `${amountKes}.00`, ...overrides });
  const reply = await fetch(`${inject('apiUrl')}/payments/c2b/${token}/confirmation/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(reply.status).toBe(200);
  return body.TransID;
}
