import { randomInt } from 'node:crypto';
import { inject } from 'vitest';
import { STRONG_PASSWORD } from './api.ts';

// Texts the suite's server sent, read back from its SMS simulator (spoken to over HTTP).

export interface SimMessage {
  to: string;
  message: string;
  statusCode: number;
}

/** A fresh Kenyan mobile, as 2547…, that no other test uses (and no magic number). */
export const freshPhone = () => `2547${randomInt(10, 99)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export async function simMessages(msisdn: string): Promise<SimMessage[]> {
  const response = await fetch(`${inject('smsSimUrl')}/simulator/messages?to=%2B${msisdn}`);
  return (await response.json()) as SimMessage[];
}

export async function waitForTexts(msisdn: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    const messages = await simMessages(msisdn);
    if (messages.length >= count) return messages;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No SMS reached the simulator for ${msisdn}`);
}

/**
 * The code in the newest text that carries one (news texts carry none) and says `saying`, other
 * than the text `not`: waits for it, since news and codes share the phone and arrive in any order.
 */
export async function codeSentTo(msisdn: string, options: { saying?: string; not?: string } = {}) {
  for (let i = 0; i < 100; i++) {
    const latest = (await simMessages(msisdn)).find(
      (m) => /\b\d{6}\b/.test(m.message) && m.message.includes(options.saying ?? ''),
    );
    if (latest && latest.message !== options.not)
      return { code: latest.message.match(/\b(\d{6})\b/)![1]!, text: latest.message };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No code${options.saying ? ` saying "${options.saying}"` : ''} reached ${msisdn}`);
}

/** Gives the signed-in account a verified phone for codes (at `api`, the suite's server by default). */
export async function verifyPhone(
  session: { request: (path: string, opts: object) => Promise<{ status: number }> },
  msisdn = freshPhone(),
) {
  // A number given may have had codes before (another account's): the new one is another text.
  const before = (await simMessages(msisdn)).find((m) => /\b\d{6}\b/.test(m.message))?.message;
  // The password is asked for when a verified number gives way to another (D-249).
  const put = await session.request('/users/me/phone/', {
    method: 'PUT',
    json: { phone: msisdn, current_password: STRONG_PASSWORD },
  });
  if (put.status !== 202) throw new Error(`PUT /users/me/phone/ answered ${put.status}`);
  const { code } = await codeSentTo(msisdn, { not: before });
  const confirmed = await session.request('/users/me/phone/confirm/', { json: { code } });
  if (confirmed.status !== 200) throw new Error(`confirming the phone answered ${confirmed.status}`);
  return msisdn;
}
