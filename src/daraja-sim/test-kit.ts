import { constants, publicEncrypt, X509Certificate } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { darajaTimestamp, DARAJA_PATHS, SANDBOX, stkPassword } from '#shared/daraja.ts';
import { PAYOUT_PATHS } from '#shared/daraja-payouts.ts';
import { createSimulator } from './app.ts';
import { SIM_DEFAULTS, type SimConfig } from './config.ts';
import { SIM_CERTIFICATE } from './test-certificate.ts';

// Shared by the simulator's tests: a simulator driven through app.request (no port needed), a real
// HTTP server that receives its callbacks, and well-formed requests to vary one field at a time.

export const BASIC = `Basic ${btoa('harambee-sim-key:harambee-sim-secret')}`;
export const PAYER = '254712345678';

export const credentials = (timestamp = darajaTimestamp()) => ({
  BusinessShortCode: SANDBOX.shortcode,
  Password: stkPassword(SANDBOX.shortcode, SANDBOX.passkey, timestamp),
  Timestamp: timestamp,
});

export const pushBody = (overrides: Record<string, unknown> = {}) => ({
  ...credentials(),
  TransactionType: 'CustomerPayBillOnline',
  Amount: 10,
  PartyA: PAYER,
  PartyB: SANDBOX.shortcode,
  PhoneNumber: PAYER,
  // Port 9 (discard) refuses at once: callbacks that nobody waits for never leave the machine.
  CallBackURL: 'http://127.0.0.1:9/callback',
  AccountReference: 'HB-ABC123',
  TransactionDesc: 'Harambee donation',
  ...overrides,
});

/** The initiator password encrypted with the simulator's certificate, as Safaricom wants it (344 characters). */
export const securityCredential = (password: string = SIM_DEFAULTS.initiatorPassword) =>
  publicEncrypt(
    { key: new X509Certificate(SIM_CERTIFICATE).publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password),
  ).toString('base64');

export const b2cBody = (resultUrl: string, overrides: Record<string, unknown> = {}) => ({
  OriginatorConversationID: `hb-${Math.random().toString(36).slice(2)}`,
  InitiatorName: SIM_DEFAULTS.initiatorName,
  SecurityCredential: securityCredential(),
  CommandID: 'BusinessPayment',
  Amount: '1000',
  PartyA: '600992',
  PartyB: PAYER,
  Remarks: 'Harambee withdrawal',
  QueueTimeOutURL: `${resultUrl}/timeout`,
  ResultURL: resultUrl,
  Occassion: 'Hospital deposit',
  ...overrides,
});

export function startSim(overrides: Partial<SimConfig> = {}) {
  const logged: string[] = [];
  const sim = createSimulator(
    { callbackDelayMs: 200, processingMs: 800, payoutDelayMs: 100, ...overrides },
    { log: (line) => logged.push(line) },
  );
  const request = (path: string, init?: RequestInit) => sim.app.request(path, init);

  async function token() {
    const res = await request(`${DARAJA_PATHS.oauth}?grant_type=client_credentials`, {
      headers: { authorization: BASIC },
    });
    return ((await res.json()) as { access_token: string }).access_token;
  }

  const post = async (path: string, body: unknown, bearer?: string) =>
    request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer ?? (await token())}`, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  return {
    sim,
    logged,
    request,
    token,
    push: (overrides: Record<string, unknown> = {}, bearer?: string) =>
      post(DARAJA_PATHS.stkPush, pushBody(overrides), bearer),
    b2c: (body: unknown) => post(PAYOUT_PATHS.b2c, body),
    query: (CheckoutRequestID: string, bearer?: string) =>
      post(DARAJA_PATHS.stkQuery, { ...credentials(), CheckoutRequestID }, bearer),
    post,
  };
}

export interface Received {
  body: unknown;
  at: number;
  path: string;
}

/** A callback receiver on a free port: what arrived, and a way to wait for it. */
export async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ body: JSON.parse(text) as unknown, at: Date.now(), path: req.url ?? '' });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payments/callback`,
    received,
    async waitFor(count: number, timeoutMs = 3000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < until) await sleep(20);
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
