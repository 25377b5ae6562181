import { describe, expect, it } from 'vitest';
import { liveFundraiser, review, startDonation, waitForDonation, simPushes, to254 } from '#tests/support/donations.ts';

// Every outcome the simulator plays, as Daraja would: the callback where Safaricom sends one, the
// status query where it does not (the suite's server asks after 1 s and gives up after 6 s).

describe('each M-Pesa outcome', () => {
  it.each([
    ['0700 001 032', 'cancelled', 1032],
    ['0700 001 037', 'timed_out', 1037],
    ['0700 001 019', 'timed_out', 1019],
    ['0700 000 001', 'failed', 1],
    ['0700 002 001', 'failed', 2001],
  ])('%s ends %s (ResultCode %i) and counts nothing', async (phone, status, code) => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, { phone });
    const done = await waitForDonation(started.id);
    expect(done).toMatchObject({ status, result_code: code, mpesa_receipt: null });
    expect((await review(f.short_code)).detail).toMatchObject({ raised_amount: 0, supporters_count: 0 });
  });

  it('finds a payment whose callback never came by asking Daraja (0700 009 999)', async () => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, { phone: '0700009999', amount: 300 });
    const done = await waitForDonation(started.id);
    // The query carries no receipt number: the donor has it in M-Pesa's SMS.
    expect(done).toMatchObject({ status: 'succeeded', result_code: 0, mpesa_receipt: null });
    expect((await review(f.short_code)).detail).toMatchObject({ raised_amount: 300, supporters_count: 1 });
  });

  it('counts a callback sent twice once (0700 009 998)', async () => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, { phone: '0700009998', amount: 400 });
    expect((await waitForDonation(started.id)).status).toBe('succeeded');
    // The second copy arrives 300 ms after the first: give it time to (not) count.
    await new Promise((r) => setTimeout(r, 800));
    expect((await review(f.short_code)).detail).toMatchObject({ raised_amount: 400, supporters_count: 1 });
  });

  it('waits through "still processing" and intermittent 500.001.1001 answers (0700 009 997)', async () => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, { phone: '0700009997', amount: 250 });
    // Daraja flaps for 3 s in this suite: the donation must stay pending, never fail, meanwhile.
    const seen = new Set<string>();
    const done = await waitForDonation(started.id, (d) => {
      seen.add(d.status);
      return d.status !== 'pending';
    });
    expect([...seen]).toEqual(['pending', 'succeeded']);
    expect(done.status).toBe('succeeded');
    expect((await simPushes(to254('0700009997'))).length).toBeGreaterThanOrEqual(1);
  });
});
