import { describe, expect, it } from 'vitest';
import {
  failureCallback,
  freshPhone,
  lastPushTo,
  liveFundraiser,
  postCallback,
  readDonation,
  review,
  startDonation,
  successCallback,
  waitForDonation,
} from '#tests/support/donations.ts';

// Daraja's callbacks are unsigned and arrive once, late, twice or not at all: none of that may
// count money twice or lose it. The callback URL (with its token) is read back from the simulator.

describe('M-Pesa callbacks', () => {
  it('refuses an unknown token with 404 and changes nothing', async () => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, { phone: '0700009999' });
    const push = await lastPushTo('0700009999');
    const forged = push.CallBackURL.replace(
      /callback\/[^/]+\//,
      'callback/not-a-real-token-but-long-enough-aaaaaaaaaa/',
    );
    const reply = await postCallback(forged, successCallback(push.CheckoutRequestID, 500));
    expect(reply.status).toBe(404);
    // The real payment is still found, by the query, and counted once.
    expect((await waitForDonation(started.id)).status).toBe('succeeded');
    expect((await review(f.short_code)).detail.supporters_count).toBe(1);
  });

  it('ignores a callback for another amount or another CheckoutRequestID; the query settles it', async () => {
    const f = await liveFundraiser();
    // 0700 009 999 pays, but Daraja never sends its callback: only forged ones arrive.
    const started = await startDonation(f.short_code, { phone: '0700009999', amount: 500 });
    const push = await lastPushTo('0700009999');
    const wrongAmount = await postCallback(push.CallBackURL, successCallback(push.CheckoutRequestID, 5));
    expect(wrongAmount.status).toBe(200); // answered at once, then judged
    const otherId = await postCallback(push.CallBackURL, successCallback('ws_CO_forged', 500, 'FORGED0001'));
    expect(otherId.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await readDonation(started.id)).status).toBe('pending');
    const done = await waitForDonation(started.id);
    expect(done).toMatchObject({ status: 'succeeded', mpesa_receipt: null });
    expect((await review(f.short_code)).detail).toMatchObject({ raised_amount: 500, supporters_count: 1 });
  });

  it('never moves a finished donation back: late and out-of-order callbacks are harmless', async () => {
    const f = await liveFundraiser();
    const phone = freshPhone();
    const started = await startDonation(f.short_code, { amount: 600, phone });
    const done = await waitForDonation(started.id);
    expect(done.status).toBe('succeeded');
    const push = await lastPushTo(phone);
    for (const body of [
      failureCallback(push.CheckoutRequestID, 1032),
      successCallback(push.CheckoutRequestID, 600, 'AGAIN00001'),
    ]) {
      expect((await postCallback(push.CallBackURL, body)).status).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(await readDonation(started.id)).toMatchObject({ status: 'succeeded', mpesa_receipt: done.mpesa_receipt });
    expect((await review(f.short_code)).detail).toMatchObject({ raised_amount: 600, supporters_count: 1 });
  });

  it('a cancellation that arrives first wins over a later forged success', async () => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, { phone: '0700001032' });
    expect((await waitForDonation(started.id)).status).toBe('cancelled');
    const push = await lastPushTo('0700001032');
    await postCallback(push.CallBackURL, successCallback(push.CheckoutRequestID, 500, 'LATE000001'));
    await new Promise((r) => setTimeout(r, 300));
    expect((await readDonation(started.id)).status).toBe('cancelled');
    expect((await review(f.short_code)).detail.supporters_count).toBe(0);
  });

  it('answers a malformed body with 400 and changes nothing', async () => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, { phone: '0700009999' });
    const push = await lastPushTo('0700009999');
    const reply = await postCallback(push.CallBackURL, { Body: { nothing: true } });
    expect(reply.status).toBe(400);
    expect((await readDonation(started.id)).status).toBe('pending');
  });
});
