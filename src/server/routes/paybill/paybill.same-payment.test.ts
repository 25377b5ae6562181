import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { Session } from '#tests/support/api.ts';
import { darajaTimestamp } from '#shared/daraja.ts';
import { freshPhone, postCallback, simPushes, successCallback, type SimPush } from '#tests/support/donations.ts';
import { confirmationBody, startPaybillServer, type PaybillServer } from '#tests/support/paybill.ts';

// One payment counted once whatever the road (D-213, D-245), on a paybill server of its own: an STK
// push to our paybill is also confirmed to the C2B URL, a paybill echo may come before the STK
// callback, and a reviewer may credit a payment a status query then settles without a receipt.

let server: PaybillServer;
beforeAll(async () => {
  server = await startPaybillServer('paybill-same-payment', { DARAJA_C2B_VALIDATION: 'true' });
}, 60_000);
afterAll(() => server?.dispose());

describe('an STK push to our paybill, confirmed to the C2B URL too', () => {
  it('counts the STK donation once, whichever comes first, and makes no paybill donation of it', async () => {
    const f = await server.fundraiser();
    const phone = freshPhone();
    const msisdn = `254${phone.slice(1)}`;
    const donor = new Session(undefined, server.api);
    const started = await donor.post('/donations/', { short_code: f.shortCode, amount: 450, phone });
    expect(started.status).toBe(202);
    const echo = confirmationBody({
      BillRefNumber: f.shortCode,
      TransAmount: '450.00',
      MSISDN: `${msisdn.slice(0, 4)} ***** ${msisdn.slice(-3)}`,
    });
    expect((await server.post('confirmation', echo)).status).toBe(200);
    expect((await donor.get(`/donations/${started.body.data.id}/`)).body.data.status).toBe('succeeded');
    await new Promise((r) => setTimeout(r, 1500));
    const all = await server.db().selectFrom('donations').selectAll().where('fundraiser_id', '=', f.id).execute();
    expect(all).toEqual([expect.objectContaining({ id: started.body.data.id, status: 'succeeded' })]);
    expect(await server.credits([started.body.data.id])).toHaveLength(1);
    expect(await server.payment(echo.TransID)).toMatchObject({ status: 'credited', donation_id: started.body.data.id });
  });
});

describe('one payment counted once, whatever the road (D-245)', () => {
  /** An STK donation paid by the simulator's silent number, its status queries held off; its push. */
  async function silentDonation(shortCode: string, amount: number) {
    const donor = new Session(undefined, server.api);
    let started = await donor.post('/donations/', { short_code: shortCode, amount, phone: '0700009999' });
    for (let i = 0; started.status === 429 && i < 10; i++) {
      await new Promise((r) => setTimeout(r, Number(started.body.retry_after ?? 1) * 1000));
      started = await donor.post('/donations/', { short_code: shortCode, amount, phone: '0700009999' });
    }
    expect(started.status).toBe(202);
    const id = started.body.data.id as string;
    await server.db().updateTable('donations').set({ next_query_at: null }).where('id', '=', id).execute();
    let push: SimPush | undefined;
    for (let i = 0; !push?.MpesaReceiptNumber; i++) {
      if (i > 100) throw new Error('the simulator never paid the push');
      await new Promise((r) => setTimeout(r, 150));
      push = (await simPushes('254700009999')).findLast((p) => p.AccountReference === shortCode);
    }
    return { id, push: push!, receipt: push!.MpesaReceiptNumber!, donor };
  }

  async function waitUntilFinal(donor: Session, id: string) {
    for (let i = 0; ; i++) {
      const d = (await donor.get(`/donations/${id}/`)).body.data;
      if (d.status !== 'pending') return d;
      if (i > 100) throw new Error(`donation ${id} still pending`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  const rowsOf = (fundraiserId: string) =>
    server
      .db()
      .selectFrom('donations')
      .selectAll()
      .where('fundraiser_id', '=', fundraiserId)
      .orderBy('created_at')
      .execute();

  it('a paybill echo credited before the STK callback (its number unreadable, so no push matched) counts once', async () => {
    const f = await server.fundraiser();
    const { id, push, receipt, donor } = await silentDonation(f.shortCode, 640);
    const echo = confirmationBody({ TransID: receipt, BillRefNumber: f.shortCode, TransAmount: '640.00', MSISDN: '' });
    expect((await server.post('confirmation', echo)).status).toBe(200);
    const callback = await postCallback(push.CallBackURL, successCallback(push.CheckoutRequestID, 640, receipt));
    expect(callback.status).toBe(200);
    // The donor who paid is told so, with their receipt; the money counts once, as the paybill's donation.
    expect(await waitUntilFinal(donor, id)).toMatchObject({ status: 'succeeded', mpesa_receipt: receipt });
    const rows = await rowsOf(f.id);
    expect(rows.map((r) => [r.status, r.mpesa_receipt])).toEqual([
      ['succeeded', receipt],
      ['counted_elsewhere', receipt],
    ]);
    expect(await server.credits(rows.map((r) => r.id))).toEqual([
      expect.objectContaining({ source_id: rows[0]!.id, amount_minor: 64_000 }),
    ]);
    const reconciled = await adminCliOn(server.env, 'reconcile');
    expect(reconciled.code, reconciled.out).toBe(0);
  });

  it('an STK status query settling without a receipt after a reviewer credited the same payment counts once', async () => {
    const f = await server.fundraiser();
    const { id, receipt, donor } = await silentDonation(f.shortCode, 730);
    // The payment reached the paybill under an account nobody could match, masked as Daraja masks it.
    const lost = confirmationBody({
      TransID: receipt,
      BillRefNumber: 'harambee tank',
      TransAmount: '730.00',
      TransTime: darajaTimestamp(),
      MSISDN: '2547 ***** 999',
    });
    expect((await server.post('confirmation', lost)).status).toBe(200);
    const assigned = await (
      await server.reviewer()
    ).post(`/moderation/c2b/${receipt}/assign/`, {
      short_code: f.shortCode,
      reason: 'Donor called with the SMS',
    });
    expect(assigned.status).toBe(200);
    // Now its status query runs: M-Pesa says paid, with no receipt to go by.
    await server
      .db()
      .updateTable('donations')
      .set({ next_query_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await waitUntilFinal(donor, id)).toMatchObject({ status: 'succeeded', mpesa_receipt: receipt });
    const rows = await rowsOf(f.id);
    expect(rows.map((r) => [r.status, r.mpesa_receipt]).sort()).toEqual([
      ['counted_elsewhere', receipt],
      ['succeeded', receipt],
    ]);
    const credits = await server.credits(rows.map((r) => r.id));
    expect(credits).toEqual([expect.objectContaining({ amount_minor: 73_000 })]);
    expect(rows.find((r) => r.id === credits[0]!.source_id)!.status).toBe('succeeded');
    const reconciled = await adminCliOn(server.env, 'reconcile');
    expect(reconciled.code, reconciled.out).toBe(0);
  });
});
