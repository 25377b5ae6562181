import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';
import { completeFundraiser } from '#tests/support/fundraisers.ts';
import {
  donate,
  freshPhone,
  liveFundraiser,
  readDonation,
  review,
  simPushes,
  startDonation,
  to254,
  waitForDonation,
} from '#tests/support/donations.ts';

describe('POST /api/donations/', () => {
  it('prompts the phone, and the donation succeeds with a receipt and counts on the page', async () => {
    const f = await liveFundraiser();
    const phone = freshPhone();
    const started = await startDonation(f.short_code, { amount: 750, phone, message: 'Pamoja!' });
    expect(started.status).toBe('pending');
    expect(started.receipt_url).toMatch(new RegExp(`/donations/${started.id}$`));

    const pending = await readDonation(started.id);
    expect(pending).toMatchObject({ status: 'pending', amount: 750, currency: 'KES', donor_name: 'Wanjiku' });
    expect(pending.phone).toBe(`0${phone.slice(1, 4)} ••• ${phone.slice(-3)}`);
    expect(pending.fundraiser).toMatchObject({ short_code: f.short_code, title: 'Water tank for Kibera Primary' });

    const done = await waitForDonation(started.id);
    expect(done).toMatchObject({ status: 'succeeded', result_code: 0, follow_up: false, test_payment: true });
    expect(done.mpesa_receipt).toMatch(/^[A-Z0-9]{10}$/);
    // Nothing of Daraja's ids (they encode the payer's number) and never the whole number.
    const text = JSON.stringify(done);
    expect(text).not.toContain('ws_CO_');
    expect(text).not.toContain(to254(phone));

    const page = await review(f.short_code);
    expect(page.detail).toMatchObject({ raised_amount: 750, supporters_count: 1 });
    expect(page.recent_transactions).toEqual([
      { donor_name: 'Wanjiku', anonymous: false, amount: 750, paid_at: done.completed_at },
    ]);
  });

  it('sends Daraja the short code as AccountReference and a short TransactionDesc', async () => {
    const f = await liveFundraiser();
    const phone = freshPhone();
    await startDonation(f.short_code, { phone, amount: 100 });
    const [push] = await simPushes(to254(phone));
    expect(push).toMatchObject({ AccountReference: f.short_code, PhoneNumber: to254(phone) });
    expect(Number(push!.Amount)).toBe(100);
    expect(push!.TransactionDesc.length).toBeLessThanOrEqual(13);
    // The callback URL carries the donation's own unguessable token.
    expect(push!.CallBackURL).toMatch(/\/api\/payments\/mpesa\/callback\/[\w-]{40,}\/$/);
  });

  it('accepts a phone number in every Kenyan form and normalises it', async () => {
    const f = await liveFundraiser();
    const eight = () => freshPhone().slice(2);
    const [a, b, c, d] = [eight(), eight(), eight(), eight()];
    const forms = [`07${a.slice(0, 2)} ${a.slice(2, 5)} ${a.slice(5)}`, `+254 1${b}`, `2547${c}`, `01${d}`];
    for (const phone of forms) {
      await startDonation(f.short_code, { phone, amount: 10 });
      expect(await simPushes(to254(phone)), phone).toHaveLength(1);
    }
  });

  it('answers bad input with field messages in the schema words', async () => {
    const f = await liveFundraiser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 9 }, 'amount', MSG.amountMin],
      [{ amount: 250_001 }, 'amount', MSG.amountMax],
      [{ amount: 10.5 }, 'amount', MSG.amountWhole],
      [{ amount: '' }, 'amount', MSG.amountRequired],
      [{ phone: '' }, 'phone', MSG.phoneRequired],
      [{ phone: '0812345678' }, 'phone', MSG.phoneInvalid],
      [{ phone: '+255712345678' }, 'phone', MSG.phoneInvalid],
      [{ message: 'x'.repeat(281) }, 'message', MSG.donationMessageMax],
      [{ email: 'not-an-email' }, 'email', MSG.emailInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const reply = await donate(f.short_code, overrides);
      expect(reply.status, JSON.stringify(overrides)).toBe(400);
      expect(reply.body.errors[field]).toContain(message);
    }
  });

  it('takes whole shillings from 10 to 250 000', async () => {
    const f = await liveFundraiser();
    for (const amount of [10, 250_000]) {
      const reply = await donate(f.short_code, { amount });
      expect(reply.status).toBe(202);
    }
  });

  it('accepts donations only for live fundraisers', async () => {
    const { session: owner } = await verifiedUser('pending');
    const pending = await completeFundraiser(owner);
    const notLive = await donate(pending.short_code);
    expect(notLive.status).toBe(409);
    expect(notLive.body.message).toBe(MSG.fundraiserNotLive);
    const unknown = await donate('NoSuchCd');
    expect(unknown.status).toBe(404);
  });

  it('links a signed-in donor to the donation without asking anything more', async () => {
    const f = await liveFundraiser();
    const { session: donor, user } = await verifiedUser('donor');
    const reply = await donor.request('/donations/', {
      json: { short_code: f.short_code, amount: 200, phone: freshPhone() },
    });
    expect(reply.status).toBe(202);
    const guest = await startDonation(f.short_code);
    const owners = await testDb()
      .selectFrom('donations')
      .select(['id', 'user_id'])
      .where('id', 'in', [reply.body.data.id, guest.id])
      .execute();
    expect(Object.fromEntries(owners.map((r) => [r.id, r.user_id]))).toEqual({
      [reply.body.data.id]: user.id,
      [guest.id]: null,
    });
  });
});

describe('GET /api/donations/{id}/', () => {
  it('is 404 for an unknown id and never cached', async () => {
    const reply = await new Session().get('/donations/00000000-0000-0000-0000-000000000000/');
    expect(reply.status).toBe(404);
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code);
    const read = await new Session().get(`/donations/${started.id}/`);
    expect(read.headers.get('cache-control')).toBe('no-store');
  });
});
