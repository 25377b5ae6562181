import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RESULT_DESCRIPTIONS,
  stkCallbackSchema,
  stkPushResponseSchema,
  stkQueryResponseSchema,
} from '#shared/daraja.ts';
import { PAYER, sleep, startReceiver, startSim } from './test-kit.ts';

// Each magic number end to end: the push, the callbacks a real HTTP server receives, the queries.

type Kit = ReturnType<typeof startSim>;
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe('Daraja simulator: outcomes by phone number', () => {
  let kit: Kit;
  let receiver: Receiver;
  beforeEach(async () => {
    kit = startSim();
    receiver = await startReceiver();
  });
  afterEach(async () => {
    kit.sim.close();
    await receiver.close();
  });

  async function push(phone: string, overrides: Record<string, unknown> = {}) {
    const res = await kit.push({ PhoneNumber: phone, PartyA: phone, CallBackURL: receiver.url, ...overrides });
    expect(res.status).toBe(200);
    return stkPushResponseSchema.parse(await res.json());
  }

  async function queryAnswer(id: string) {
    const res = await kit.query(id);
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status === 500) return body.errorMessage;
    return stkQueryResponseSchema.parse(body).ResultCode;
  }

  it('pays any other number: one callback in Safaricom’s exact shape, then the query agrees', async () => {
    const started = Date.now();
    const accepted = await push(PAYER, { Amount: '250' });
    expect(accepted).toEqual({
      MerchantRequestID: expect.stringMatching(/^\d{4,5}-\d{8}-1$/),
      CheckoutRequestID: expect.stringMatching(new RegExp(`^ws_CO_\\d{14}\\d{3}${PAYER}$`)),
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
    expect(await queryAnswer(accepted.CheckoutRequestID)).toBe('The transaction is being processed');

    const [callback] = await receiver.waitFor(1);
    expect(callback!.at - started).toBeGreaterThanOrEqual(190);
    const body = callback!.body as any;
    expect(stkCallbackSchema.safeParse(body).success).toBe(true);
    const { stkCallback } = body.Body;
    expect(stkCallback).toMatchObject({
      MerchantRequestID: accepted.MerchantRequestID,
      CheckoutRequestID: accepted.CheckoutRequestID,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
    });
    const items = stkCallback.CallbackMetadata.Item;
    expect(items.map((item: { Name: string }) => item.Name)).toEqual([
      'Amount',
      'MpesaReceiptNumber',
      'Balance',
      'TransactionDate',
      'PhoneNumber',
    ]);
    expect(items[0]).toEqual({ Name: 'Amount', Value: 250 });
    expect(items[1].Value).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(items[2]).toEqual({ Name: 'Balance' });
    expect(typeof items[3].Value).toBe('number');
    expect(String(items[3].Value)).toMatch(/^20\d{12}$/);
    expect(items[4]).toEqual({ Name: 'PhoneNumber', Value: 254712345678 });

    const res = await kit.query(accepted.CheckoutRequestID);
    expect(await res.json()).toEqual({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: accepted.MerchantRequestID,
      CheckoutRequestID: accepted.CheckoutRequestID,
      ResultCode: '0',
      ResultDesc: 'The service request is processed successfully.',
    });
    await sleep(300);
    expect(receiver.received).toHaveLength(1);
    expect(kit.sim.state.stats()).toEqual({ tokensIssued: 3, pushes: 1, queries: 2, callbacksSent: 1 });
  });

  it('locks the subscriber while a push is in flight, and frees it once final', async () => {
    await push(PAYER);
    const res = await kit.push({ CallBackURL: receiver.url });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      errorCode: '500.001.1001',
      errorMessage: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    });
    await receiver.waitFor(1);
    await push(PAYER);
    expect(kit.sim.state.stats().pushes).toBe(2);
  });

  it('fails the five failure numbers once each, without CallbackMetadata', async () => {
    const codes: Record<string, number> = {
      '254700001032': 1032,
      '254700001037': 1037,
      '254700000001': 1,
      '254700002001': 2001,
      '254700001019': 1019,
    };
    const ids = new Map<string, number>();
    for (const [phone, code] of Object.entries(codes)) ids.set((await push(phone)).CheckoutRequestID, code);
    await receiver.waitFor(5);
    await sleep(200);
    expect(receiver.received).toHaveLength(5);
    for (const { body } of receiver.received) {
      const { stkCallback } = (body as any).Body;
      const code = ids.get(stkCallback.CheckoutRequestID)!;
      expect(stkCallback).toEqual({
        MerchantRequestID: expect.any(String),
        CheckoutRequestID: expect.any(String),
        ResultCode: code,
        ResultDesc: RESULT_DESCRIPTIONS[code],
      });
    }
    for (const [id, code] of ids) {
      const res = await kit.query(id);
      expect(await res.json()).toMatchObject({ ResultCode: String(code), ResultDesc: RESULT_DESCRIPTIONS[code] });
    }
  });

  it('254700009999 pays but never calls back: only the query finds it', async () => {
    const { CheckoutRequestID } = await push('254700009999');
    await sleep(500);
    expect(receiver.received).toHaveLength(0);
    expect(await queryAnswer(CheckoutRequestID)).toBe(0);
    expect(kit.sim.state.stats().callbacksSent).toBe(0);
  });

  it('254700009998 pays and sends the same callback twice, ~300 ms apart', async () => {
    await push('254700009998');
    const [first, second] = await receiver.waitFor(2);
    expect(second!.body).toEqual(first!.body);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(250);
    expect((first!.body as any).Body.stkCallback.ResultCode).toBe(0);
    await sleep(400);
    expect(receiver.received).toHaveLength(2);
  });

  it('254700009997 flaps between 4999 and "being processed", then pays with a 500 every third query', async () => {
    const { CheckoutRequestID } = await push('254700009997');
    const during = [];
    for (let i = 0; i < 4; i += 1) during.push(await queryAnswer(CheckoutRequestID));
    expect(during).toEqual([4999, 'The transaction is being processed', 4999, 'The transaction is being processed']);
    const flapping = await kit.query(CheckoutRequestID);
    expect(await flapping.json()).toMatchObject({ ResultCode: '4999', ResultDesc: RESULT_DESCRIPTIONS[4999] });
    expect((await kit.push({ PhoneNumber: '254700009997', PartyA: '254700009997' })).status).toBe(500);

    // Still within the processing window when the questions above were answered.
    const transaction = kit.sim.state.transactions.find(CheckoutRequestID)!;
    expect(transaction.final).toBe(false);
    while (!transaction.final) await sleep(20);
    const after = [];
    for (let i = 0; i < 6; i += 1) after.push(await queryAnswer(CheckoutRequestID));
    const busy = 'The transaction is being processed';
    expect(after).toEqual([0, 0, busy, 0, 0, busy]);
    expect(receiver.received).toHaveLength(0);
  });

  it('lists accepted pushes, by phone on request', async () => {
    await push(PAYER, { AccountReference: 'HB-1', TransactionDesc: 'Donation to HB-1' });
    await push('254700009999');
    const all = await (await kit.request('/simulator/pushes')).json();
    expect(all).toHaveLength(2);
    const mine = (await (await kit.request(`/simulator/pushes?phone=${PAYER}`)).json()) as any[];
    expect(mine).toEqual([
      {
        CheckoutRequestID: expect.stringMatching(/^ws_CO_/),
        PhoneNumber: PAYER,
        Amount: 10,
        AccountReference: 'HB-1',
        TransactionDesc: 'Donation to HB-1',
        CallBackURL: receiver.url,
        outcome: 'paid',
        final: false,
        MpesaReceiptNumber: null,
      },
    ]);
    await receiver.waitFor(1);
    const [paid] = (await (await kit.request(`/simulator/pushes?phone=${PAYER}`)).json()) as any[];
    // Final and paid: the receipt the payer's SMS quotes.
    expect([paid.final, paid.MpesaReceiptNumber]).toEqual([true, expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/)]);
  });

  it('logs a failed delivery in one line, without the phone number, and does not retry', async () => {
    await push(PAYER, { CallBackURL: 'http://127.0.0.1:9/callback?secret=s3' });
    const until = Date.now() + 3000;
    while (kit.logged.length === 0 && Date.now() < until) await sleep(20);
    await sleep(300);
    expect(kit.logged).toHaveLength(1);
    expect(kit.logged[0]).toMatch(/^Daraja simulator: callback to http:\/\/127\.0\.0\.1:9 \(MerchantRequestID /);
    expect(kit.logged[0]).not.toContain('712345678');
    expect(kit.logged[0]).not.toContain('s3');
    expect(kit.sim.state.stats().callbacksSent).toBe(1);
  });
});
