import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { RATE_LIMITS } from '#server/auth/rate-limit.ts';
import { Session } from '#tests/support/api.ts';
import { donationBody, freshPhone, liveFundraiser, simPushes, to254 } from '#tests/support/donations.ts';

// A donor on a flaky connection taps Donate, the answer is lost, the app retries: one payment.

const post = (body: unknown, key?: string, session = new Session()) =>
  session.request('/donations/', { json: body, headers: key ? { 'idempotency-key': key } : {} });

describe('retried and repeated donations', () => {
  it('starts one payment for a retried POST with the same Idempotency-Key', async () => {
    const f = await liveFundraiser();
    const body = donationBody(f.short_code);
    const key = randomUUID();
    const first = await post(body, key);
    const again = await post(body, key, new Session());
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await simPushes(to254(body.phone))).toHaveLength(1);
  });

  it('starts one payment when the same key arrives twice at once', async () => {
    const f = await liveFundraiser();
    const body = donationBody(f.short_code);
    const key = randomUUID();
    const replies = await Promise.all([post(body, key), post(body, key), post(body, key)]);
    const accepted = replies.filter((r) => r.status === 202);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((r) => r.body.data.id)).size).toBe(1);
    // A loser of the race either gets the same donation or is told to wait; never a second push.
    for (const r of replies) expect([202, 429]).toContain(r.status);
    expect(await simPushes(to254(body.phone))).toHaveLength(1);
  });

  it('refuses the same key for a different donation with 422', async () => {
    const f = await liveFundraiser();
    const key = randomUUID();
    expect((await post(donationBody(f.short_code), key)).status).toBe(202);
    const other = await post(donationBody(f.short_code, { amount: 900 }), key);
    expect(other.status).toBe(422);
  });

  it('refuses a second push to the same number within the wait, with Retry-After', async () => {
    const f = await liveFundraiser();
    const phone = freshPhone();
    expect((await post(donationBody(f.short_code, { phone }))).status).toBe(202);
    const soon = await post(donationBody(f.short_code, { phone, amount: 20 }));
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe(MSG.phoneBusy);
    const wait = Number(soon.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2); // PAYMENT_REPUSH_SECONDS in this suite
    expect(await simPushes(to254(phone))).toHaveLength(1);
    await new Promise((r) => setTimeout(r, wait * 1000 + 100));
    expect((await post(donationBody(f.short_code, { phone, amount: 20 }))).status).toBe(202);
  });

  it('limits pushes per phone number (no one may flood another person’s phone)', async () => {
    // The limits count in fixed windows: a run that crossed into the next window would be allowed
    // twice the pushes, so it starts in a fresh window when this one ends within a minute.
    const window = RATE_LIMITS.donate.windowSeconds;
    const left = window - ((Date.now() / 1000) % window);
    if (left < 60) await new Promise((r) => setTimeout(r, (left + 1) * 1000));
    const f = await liveFundraiser();
    const phone = freshPhone();
    const statuses: number[] = [];
    // Each from another address, with a fresh key: only the number is the same.
    for (let i = 0; i < 30; i++) {
      const reply = await post(donationBody(f.short_code, { phone, amount: 10 + i }), randomUUID());
      if (reply.body.message !== MSG.phoneBusy) statuses.push(reply.status);
      if (reply.status === 429 && reply.body.message === MSG.tooManyRequests) break;
      if (reply.status === 429)
        await new Promise((r) => setTimeout(r, Number(reply.headers.get('retry-after')) * 1000));
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 202)).toHaveLength(RATE_LIMITS.donate.perEmail);
  }, 120_000);
});
