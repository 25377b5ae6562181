import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAGIC_NUMBERS } from '#shared/daraja.ts';
import { outbox } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';
import { getPage } from '#tests/support/pages.ts';
import {
  freshPhone,
  liveFundraiser,
  readDonation,
  review,
  simStats,
  simUrl,
  startDonation,
  waitForDonation,
} from '#tests/support/donations.ts';

describe('totals', () => {
  it('50 donations at once, every outcome mixed in: the total is the sum of distinct successes', async () => {
    const f = await liveFundraiser();
    const magic = Object.keys(MAGIC_NUMBERS).map((n) => `0${n.slice(3)}`);
    const phones = [...magic, ...Array.from({ length: 50 - magic.length }, freshPhone)];
    const started = await Promise.all(
      phones.map(async (phone) => {
        const amount = randomInt(10, 5000);
        return { amount, ...(await startDonation(f.short_code, { phone, amount })) };
      }),
    );
    const done = await Promise.all(started.map((s) => waitForDonation(s.id, undefined, 30_000)));
    const paid = started.filter((_, i) => done[i].status === 'succeeded');
    // Every number pays except the five failures.
    expect(paid).toHaveLength(50 - 5);
    const page = await review(f.short_code);
    expect(page.detail.raised_amount).toBe(paid.reduce((sum, s) => sum + s.amount, 0));
    expect(page.detail.supporters_count).toBe(45);
    // One row per payment: no CheckoutRequestID counted twice.
    const rows = await testDb()
      .selectFrom('donations')
      .select(['checkout_request_id'])
      .where('fundraiser_id', '=', page.fundraiser.id)
      .where('status', '=', 'succeeded')
      .execute();
    expect(new Set(rows.map((r) => r.checkout_request_id)).size).toBe(45);
  }, 90_000);
});

describe('the Daraja token', () => {
  it('is fetched once, reused, and re-issued once when Daraja voids it', async () => {
    const f = await liveFundraiser();
    await startDonation(f.short_code); // the server holds a token now
    const before = (await simStats()).tokensIssued;
    await Promise.all(Array.from({ length: 5 }, () => startDonation(f.short_code)));
    expect((await simStats()).tokensIssued).toBe(before);
    // Daraja voids tokens (another client fetched one, or it expired early): 404.001.03.
    expect((await fetch(`${simUrl()}/simulator/expire-tokens`, { method: 'POST' })).ok).toBe(true);
    const again = await Promise.all(Array.from({ length: 8 }, () => startDonation(f.short_code)));
    expect(again.every((d) => d.status === 'pending')).toBe(true);
    // All eight saw the dead token; one new token served them all.
    expect((await simStats()).tokensIssued).toBe(before + 1);
  });
});

describe('anonymous donors', () => {
  it('appear as Anonymous in every public answer and page, and their details are kept by no one but the donor', async () => {
    const f = await liveFundraiser('Books for Garissa');
    const phone = freshPhone();
    const name = `Siri ${randomUUID().slice(0, 6)}`;
    const email = `siri-${randomUUID().slice(0, 6)}@example.test`;
    const started = await startDonation(f.short_code, {
      phone,
      display_name: name,
      anonymous: true,
      email,
      amount: 999,
    });
    const done = await waitForDonation(started.id);
    expect(done).toMatchObject({ status: 'succeeded', donor_name: 'Anonymous', anonymous: true });

    const publicTexts = [
      JSON.stringify(await review(f.short_code)),
      JSON.stringify((await new Session().get('/fundraisers/?page=1')).body),
      JSON.stringify((await new Session().get(`/fundraiser/search?q=Garissa`)).body),
      await (await getPage(`/f/${f.short_code}`)).text(),
      await (await getPage('/fundraisers?q=Garissa')).text(),
    ];
    const digits = phone.slice(1);
    for (const text of publicTexts) {
      expect(text).not.toContain(name);
      expect(text).not.toContain(email);
      expect(text).not.toContain(digits);
    }
    expect((await review(f.short_code)).recent_transactions[0]).toMatchObject({
      donor_name: null,
      anonymous: true,
      amount: 999,
    });
    // The donor's own receipt, by e-mail: their donation, signed 'Anonymous'.
    const [receipt] = await outbox(email);
    expect(receipt!.text).toContain('From: Anonymous');
    expect(receipt!.text).toContain(`/donations/${started.id}`);
    expect(receipt!.text).toContain(`M-Pesa receipt: ${done.mpesa_receipt}`);
    // The name was never stored.
    const row = await testDb()
      .selectFrom('donations')
      .select('donor_name')
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(row.donor_name).toBe('Anonymous');
  });
});

describe('a donation M-Pesa never answers', () => {
  it('stays pending and is marked for follow-up, never failed', async () => {
    const f = await liveFundraiser();
    const fundraiser = await testDb()
      .selectFrom('fundraisers')
      .select('id')
      .where('short_code', '=', f.short_code)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    const now = new Date().toISOString();
    // A push Daraja accepted but has no record of answering (its query gives no final answer).
    await testDb()
      .insertInto('donations')
      .values({
        id,
        reference: randomUUID(),
        fundraiser_id: fundraiser.id,
        donor_name: 'Anonymous',
        amount_minor: 10_000,
        currency: 'KES',
        message: null,
        status: 'pending',
        created_at: now,
        user_id: null,
        phone: '254711000111',
        email: null,
        idempotency_key: null,
        request_fingerprint: null,
        callback_token_hash: randomUUID(),
        checkout_request_id: `ws_CO_${randomUUID()}`,
        merchant_request_id: null,
        mpesa_receipt: null,
        result_code: null,
        result_desc: null,
        pushed_at: now,
        completed_at: null,
        next_query_at: now,
      })
      .execute();
    const marked = await waitForDonation(id, (d) => d.follow_up, 20_000);
    expect(marked.status).toBe('pending');
    expect((await readDonation(id)).status).toBe('pending');
  }, 30_000);
});
