import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX } from '#shared/daraja.ts';
import { C2B_PATHS, maskC2bMsisdn, type C2bPayment } from '#shared/daraja-c2b.ts';
import { PAYOUT_PATHS, resultValue, type PayoutResult } from '#shared/daraja-payouts.ts';
import { createCallbackSender } from './callbacks.ts';
import { createC2b } from './c2b.ts';
import { PAYER, securityCredential, sleep, startSim } from './test-kit.ts';

// The paybill as the simulator plays it: Register URL's checks, then validation (when switched on)
// and confirmation posted as Safaricom posts them, Transaction Status finding the payment, and an
// STK push to the paybill announced to its confirmation URL as well.

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** A product stand-in: answers validation with `verdict` (or never, with 'silent'). */
async function startShop(verdict: unknown = { ResultCode: 0, ResultDesc: 'Accepted' }) {
  const received: { path: string; body: C2bPayment }[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(text) as C2bPayment });
      if (req.url === '/validation' && verdict === 'silent') return;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(verdict));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stops.push(() => new Promise((resolve) => server.closeAllConnections() ?? server.close(resolve)));
  const at = (path: string) => received.filter((r) => r.path === path).map((r) => r.body);
  return { base, received, at };
}

async function setUp(verdict?: unknown) {
  const kit = startSim();
  const shop = await startShop(verdict);
  stops.push(() => kit.sim.close());
  const register = (overrides: Record<string, unknown> = {}) =>
    kit.post(C2B_PATHS.registerUrl, {
      ShortCode: '600984',
      ResponseType: 'Completed',
      ConfirmationURL: `${shop.base}/confirmation`,
      ValidationURL: `${shop.base}/validation`,
      ...overrides,
    });
  const pay = (overrides: Record<string, unknown> = {}) =>
    kit.post(C2B_PATHS.simulate, {
      ShortCode: 600984,
      CommandID: 'CustomerPayBillOnline',
      Amount: 10,
      Msisdn: 254712345678,
      BillRefNumber: 'AB12CD34',
      ...overrides,
    });
  const list = async () => (await (await kit.request('/simulator/c2b')).json()) as Record<string, unknown>[];
  const settled = async () => {
    const until = Date.now() + 2000;
    while ((await list()).some((t) => t.status === 'validating') && Date.now() < until) await sleep(20);
    await sleep(100);
    return list();
  };
  return { kit, shop, register, pay, list, settled };
}

describe('C2B Register URL', () => {
  it("acknowledges with Daraja's misspelt id and refuses what Daraja refuses", async () => {
    const { register } = await setUp();
    const ok = await register();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      OriginatorCoversationID: expect.any(String),
      ResponseCode: '0',
      ResponseDescription: 'Success',
    });
    for (const [field, value] of [
      ['ResponseType', 'completed'],
      ['ConfirmationURL', 'http://127.0.0.1:9/mpesa/confirmation'],
      ['ValidationURL', 'https://example.com/validate/Query'],
      ['ConfirmationURL', 'http://example.com/confirmation'],
      ['ShortCode', '12'],
    ]) {
      const refused = await register({ [field!]: value });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ errorMessage: `Bad Request - Invalid ${field}` });
    }
  });
});

describe('C2B payments', () => {
  it('completes silently when no URLs are registered, and lists the payment', async () => {
    const { pay, settled, shop } = await setUp();
    const reply = await pay();
    expect(await reply.json()).toMatchObject({ ResponseCode: '0' });
    const [payment] = await settled();
    expect(payment).toMatchObject({ status: 'completed', validation: 'not_asked', confirmation_sent: false });
    expect(shop.received).toHaveLength(0);
  });

  it('posts one confirmation as Safaricom does: masked number, amount with decimals, names', async () => {
    const { register, pay, settled, shop } = await setUp();
    await register();
    await pay({ Amount: 250, BillRefNumber: ' ab12 cd34 ' });
    const [payment] = await settled();
    expect(shop.at('/validation')).toHaveLength(0);
    const [confirmation] = shop.at('/confirmation');
    expect(confirmation).toEqual({
      TransactionType: 'Pay Bill',
      TransID: payment!.TransID,
      TransTime: expect.stringMatching(/^\d{14}$/),
      TransAmount: '250.00',
      BusinessShortCode: '600984',
      BillRefNumber: ' ab12 cd34 ',
      InvoiceNumber: '',
      OrgAccountBalance: expect.stringMatching(/^\d+\.\d{2}$/),
      ThirdPartyTransID: '',
      MSISDN: '2547 ***** 678',
      FirstName: 'JOHN',
      MiddleName: '',
      LastName: 'DOE',
    });
    expect(payment!.TransID).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('with validation on, a refusal cancels the payment and nothing is confirmed', async () => {
    const { kit, register, pay, settled, shop } = await setUp({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    await kit.request('/simulator/c2b/validation', { method: 'PUT', body: JSON.stringify({ enabled: true }) });
    await register();
    await pay();
    const [payment] = await settled();
    expect(payment).toMatchObject({ status: 'cancelled', validation: 'C2B00012' });
    expect(shop.at('/validation')[0]).toMatchObject({ OrgAccountBalance: '', TransAmount: '10.00' });
    expect(shop.at('/confirmation')).toHaveLength(0);
  });

  it('with validation on, an acceptance completes the payment and confirms it', async () => {
    const { kit, register, pay, settled, shop } = await setUp();
    await kit.request('/simulator/c2b/validation', { method: 'PUT', body: JSON.stringify({ enabled: true }) });
    await register();
    await pay();
    expect((await settled())[0]).toMatchObject({ status: 'completed', validation: 'accepted' });
    expect(shop.at('/confirmation')).toHaveLength(1);
  });

  it('a validation URL that does not answer in time gets the registered ResponseType', async () => {
    for (const ResponseType of ['Completed', 'Cancelled'] as const) {
      const shop = await startShop('silent');
      const callbacks = createCallbackSender(() => {});
      const c2b = createC2b({
        callbacks,
        validation: true,
        maskMsisdn: false,
        validationTimeoutMs: 150,
        nameOf: () => 'JANE WANJIRU KAMAU',
        balanceBefore: () => 0,
      });
      stops.push(
        () => c2b.close(),
        () => callbacks.close(),
      );
      c2b.register({
        ShortCode: '600984',
        ResponseType,
        ConfirmationURL: `${shop.base}/confirmation`,
        ValidationURL: `${shop.base}/validation`,
      });
      const t = c2b.simulate({
        ShortCode: '600984',
        CommandID: 'CustomerPayBillOnline',
        Amount: 5,
        Msisdn: '254712345678',
        BillRefNumber: 'X',
      });
      await sleep(400);
      expect(t).toMatchObject({ validation: 'no_answer', status: ResponseType.toLowerCase() });
      const confirmations = shop.at('/confirmation');
      expect(confirmations).toHaveLength(ResponseType === 'Completed' ? 1 : 0);
      if (confirmations[0])
        expect(confirmations[0]).toMatchObject({ MSISDN: '254712345678', MiddleName: 'WANJIRU', LastName: 'KAMAU' });
    }
  });

  it('Transaction Status finds a completed payment by its TransID', async () => {
    const { kit, register, pay, settled, shop } = await setUp();
    await register();
    await pay({ Amount: 75 });
    const [payment] = await settled();
    const reply = await kit.post(PAYOUT_PATHS.transactionStatus, {
      Initiator: 'testapi',
      SecurityCredential: securityCredential(),
      CommandID: 'TransactionStatusQuery',
      TransactionID: payment!.TransID,
      PartyA: '600984',
      IdentifierType: '4',
      ResultURL: `${shop.base}/status`,
      QueueTimeOutURL: `${shop.base}/status-timeout`,
      Remarks: 'Paid?',
    });
    expect(reply.status).toBe(200);
    await sleep(200);
    const { Result } = shop.at('/status')[0] as unknown as PayoutResult;
    expect(Result).toMatchObject({ ResultCode: 0, TransactionID: payment!.TransID });
    expect(resultValue(Result, 'ReceiptNo')).toBe(payment!.TransID);
    expect(resultValue(Result, 'Amount')).toBe('75');
  });
});

describe('an STK push to a paybill with registered URLs', () => {
  it('is announced to the confirmation URL too: its receipt as TransID, its AccountReference, the number masked', async () => {
    const { kit, shop, register } = await setUp();
    expect((await register({ ShortCode: SANDBOX.shortcode })).status).toBe(200);
    const pushed = (await (await kit.push({ AccountReference: 'Ab3dE9xZ', Amount: 250 })).json()) as {
      CheckoutRequestID: string;
    };
    // The number whose callback is lost loses its echo too.
    expect((await kit.push({ PartyA: '254700009999', PhoneNumber: '254700009999' })).status).toBe(200);
    const until = Date.now() + 3000;
    while (shop.at('/confirmation').length === 0 && Date.now() < until) await sleep(20);
    await sleep(300);
    const receipt = kit.sim.state.transactions.find(pushed.CheckoutRequestID)?.payment?.receipt;
    expect(shop.at('/validation')).toEqual([]);
    expect(shop.at('/confirmation')).toEqual([
      expect.objectContaining({
        TransID: receipt,
        TransAmount: '250.00',
        BusinessShortCode: SANDBOX.shortcode,
        BillRefNumber: 'Ab3dE9xZ',
        MSISDN: maskC2bMsisdn(PAYER),
      }),
    ]);
  });

  it("is not announced to another shortcode's URLs", async () => {
    const { kit, shop, register } = await setUp();
    // URLs registered for paybill 600984 only; the push is to the sandbox's 174379.
    expect((await register()).status).toBe(200);
    expect((await kit.push()).status).toBe(200);
    await sleep(600);
    expect(shop.received).toEqual([]);
  });
});
