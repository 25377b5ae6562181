import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import Mpesa from 'mpesa-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { darajaTimestamp, SANDBOX } from '#shared/daraja.ts';
import { createSimulator, type Simulator } from './app.ts';
import { SIM_DEFAULTS } from './config.ts';
import { PAYER, startReceiver } from './test-kit.ts';
import { SIM_CERTIFICATE } from './test-certificate.ts';

// Safaricom's own Node library against the simulator, over HTTP: what works against Daraja must
// work here. It sends its Timestamp in UTC (three hours behind Nairobi), which Daraja accepts.

let simulator: Simulator;
let server: ServerType;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let mpesa: Mpesa;
// The simulator's certificate as a file, where the library reads Safaricom's.
const certPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sim-cert-')), 'SandboxCertificate.cer');
fs.writeFileSync(certPath, SIM_CERTIFICATE);

beforeAll(async () => {
  simulator = createSimulator({ callbackDelayMs: 100, payoutDelayMs: 100 }, { log: () => {} });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: simulator.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  receiver = await startReceiver();
  mpesa = new Mpesa({
    consumerKey: SIM_DEFAULTS.consumerKey,
    consumerSecret: SIM_DEFAULTS.consumerSecret,
    lipaNaMpesaShortCode: SANDBOX.shortcode,
    lipaNaMpesaShortPass: SANDBOX.passkey,
    shortCode: '600992',
    initiatorName: SIM_DEFAULTS.initiatorName,
    securityCredential: SIM_DEFAULTS.initiatorPassword,
    certPath,
  });
  mpesa.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await receiver.close();
  simulator.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('the simulator and mpesa-node (Safaricom’s Node library)', () => {
  it('is driven with a UTC timestamp, not Nairobi time', () => {
    // The library's own expression; the test below means something only while the two differ.
    const utc = new Date()
      .toISOString()
      .replace(/[^0-9]/g, '')
      .slice(0, -3);
    expect(utc).not.toBe(darajaTimestamp());
  });

  it('takes its STK push, pays, calls back, and answers its status query', async () => {
    const pushed = await mpesa.lipaNaMpesaOnline(Number(PAYER), 10, receiver.url, 'HB-MPESA1');
    expect(pushed.status).toBe(200);
    expect(pushed.data).toMatchObject({
      ResponseCode: '0',
      CustomerMessage: 'Success. Request accepted for processing',
    });
    const checkout = pushed.data.CheckoutRequestID as string;
    expect(checkout).toMatch(/^ws_CO_/);

    const [callback] = await receiver.waitFor(1, 5000);
    expect(callback?.body).toMatchObject({ Body: { stkCallback: { CheckoutRequestID: checkout, ResultCode: 0 } } });

    const queried = await mpesa.lipaNaMpesaQuery(checkout);
    expect(queried.status).toBe(200);
    expect(queried.data).toMatchObject({ CheckoutRequestID: checkout, ResultCode: '0' });
  });

  it('takes its B2C payout (v1, its certificate-encrypted credential), pays, and answers its status query', async () => {
    const before = receiver.received.length;
    const paid = await mpesa.b2c('600992', PAYER, 150, `${receiver.url}/timeout`, `${receiver.url}/b2c`);
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
    const [result] = (await receiver.waitFor(before + 1, 5000)).slice(before);
    expect(result).toMatchObject({ path: '/api/payments/callback/b2c', body: { Result: { ResultCode: 0 } } });
    const receipt = (result!.body as { Result: { TransactionID: string } }).Result.TransactionID;
    const asked = await mpesa.transactionStatus(
      receipt,
      '600992',
      4,
      `${receiver.url}/timeout`,
      `${receiver.url}/status`,
    );
    expect(asked.status).toBe(200);
    const [status] = (await receiver.waitFor(before + 2, 5000)).slice(before + 1);
    expect(status).toMatchObject({ path: '/api/payments/callback/status', body: { Result: { ResultCode: 0 } } });
  });

  it('takes its B2B BusinessPayBill to a paybill with an account number, and its Account Balance query', async () => {
    const before = receiver.received.length;
    const paid = await mpesa.b2b(
      '600992',
      '400200',
      500,
      `${receiver.url}/timeout`,
      `${receiver.url}/b2b`,
      4,
      4,
      null,
      'BusinessPayBill',
      'KNH-4521',
    );
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ ResponseCode: '0' });
    const [result] = (await receiver.waitFor(before + 1, 5000)).slice(before);
    expect(result).toMatchObject({ path: '/api/payments/callback/b2b', body: { Result: { ResultCode: '0' } } });

    const asked = await mpesa.accountBalance('600992', 4, `${receiver.url}/timeout`, `${receiver.url}/balance`);
    expect(asked.status).toBe(200);
    const [balance] = (await receiver.waitFor(before + 2, 5000)).slice(before + 1);
    const text = JSON.stringify(balance!.body);
    expect(text).toMatch(/Utility Account\|KES\|\d+\.\d{2}/);
  });
});
