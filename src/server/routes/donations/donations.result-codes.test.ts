import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARAJA_PATHS } from '#shared/daraja.ts';
import { waitFor } from '#tests/setup/free-port.ts';
import { Session } from '#tests/support/api.ts';
import { freshPhone, postCallback, simUrl, successCallback } from '#tests/support/donations.ts';
import { liveFundraiserIn, startOwnServer } from '#tests/support/own-server.ts';

// Only an integer 0 (or the string "0") is a paid ResultCode (D-158). A callback or a status query
// whose code is null, "", false or [] once read as a coerced 0: paid. Now it changes nothing and
// the donation waits for a well-formed answer. A server of this file's own talks to the suite's
// simulator through a stand-in that controls what the status query answers (and loses every
// callback, so only the test's forged ones arrive): the magic numbers have a push limit the
// suite's other files need.

const MALFORMED: [string, unknown][] = [
  ['null', null],
  ['an empty string', ''],
  ['false', false],
  ['an empty array', []],
  ['true', true],
  ['a fraction', 0.5],
  ['a padded string', ' 0'],
];

/**
 * Daraja as the simulator plays it, but: each push's callback is lost (its real URL is kept for
 * the test), and the status query of a push whose amount has a rule answers that rule's
 * ResultCode instead of the simulator's. Safaricom itself cannot run here.
 */
async function standInDaraja() {
  const target = simUrl();
  const rules = new Map<number, unknown>();
  const pushes = new Map<number, { checkoutId: string; callbackUrl: string }>();
  const amountOf = new Map<string, number>();
  const queries = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.url === '/lost-callback/') return res.end('{}');
        let body = Buffer.concat(chunks).toString() || undefined;
        const sent = body ? (JSON.parse(body) as Record<string, unknown>) : {};
        if (req.url === DARAJA_PATHS.stkPush) body = JSON.stringify({ ...sent, CallBackURL: `${url}/lost-callback/` });
        const upstream = await fetch(`${target}${req.url}`, {
          method: req.method,
          headers: { authorization: req.headers.authorization ?? '', 'content-type': 'application/json' },
          body,
        });
        let text = await upstream.text();
        if (upstream.ok && req.url === DARAJA_PATHS.stkPush) {
          const checkoutId = (JSON.parse(text) as { CheckoutRequestID: string }).CheckoutRequestID;
          pushes.set(Number(sent.Amount), { checkoutId, callbackUrl: sent.CallBackURL as string });
          amountOf.set(checkoutId, Number(sent.Amount));
        }
        if (upstream.ok && req.url === DARAJA_PATHS.stkQuery) {
          const checkoutId = sent.CheckoutRequestID as string;
          queries.set(checkoutId, (queries.get(checkoutId) ?? 0) + 1);
          const amount = amountOf.get(checkoutId)!;
          if (rules.has(amount)) text = JSON.stringify({ ...JSON.parse(text), ResultCode: rules.get(amount) });
        }
        res.writeHead(upstream.status, { 'content-type': 'application/json' });
        res.end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    rules,
    pushOf: (amount: number) => pushes.get(amount)!,
    queriesOf: (amount: number) => queries.get(pushes.get(amount)?.checkoutId ?? '') ?? 0,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let daraja: Awaited<ReturnType<typeof standInDaraja>>;
let server: Awaited<ReturnType<typeof startOwnServer>>;
let shortCode: string;
const donor = () => new Session(undefined, server.api);

beforeAll(async () => {
  daraja = await standInDaraja();
  server = await startOwnServer('result-codes', { DARAJA_BASE_URL: daraja.url });
  shortCode = (await liveFundraiserIn(server.db())).shortCode;
}, 90_000);

afterAll(async () => {
  await server?.dispose();
  await daraja?.close();
});

/** Starts a donation of `amount` (each test its own) and returns its id. */
async function give(amount: number) {
  const reply = await donor().post('/donations/', { short_code: shortCode, amount, phone: freshPhone() });
  expect(reply.status, JSON.stringify(reply.body)).toBe(202);
  return reply.body.data.id as string;
}

const read = async (id: string) => (await donor().get(`/donations/${id}/`)).body.data;

describe('a callback whose ResultCode is malformed', () => {
  it.each(MALFORMED.map(([name, code], i) => [name, code, 201 + i] as const))(
    '(%s) is acknowledged, counts nothing, and the status query decides',
    async (_, code, amount) => {
      // M-Pesa says "still processing" until the callback has been judged.
      daraja.rules.set(amount, '4999');
      const id = await give(amount);
      const push = daraja.pushOf(amount);
      const forged = successCallback(push.checkoutId, amount, 'MALFORM001');
      (forged.Body.stkCallback as { ResultCode: unknown }).ResultCode = code;
      const reply = await postCallback(push.callbackUrl, forged);
      expect(reply.status).toBe(200);
      expect(await reply.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
      await waitFor(async () => daraja.queriesOf(amount) >= 1, 'a status query', 15_000);
      expect(await read(id)).toMatchObject({ status: 'pending', mpesa_receipt: null });
      // Now the query answers: paid (it carries no receipt number, so the forged one was never taken).
      daraja.rules.delete(amount);
      await waitFor(async () => (await read(id)).status !== 'pending', 'the honest query', 15_000);
      expect(await read(id)).toMatchObject({ status: 'succeeded', mpesa_receipt: null });
    },
    30_000,
  );

  it('"0" as a string is paid, as Daraja sometimes writes it', async () => {
    daraja.rules.set(300, '4999');
    const id = await give(300);
    const push = daraja.pushOf(300);
    const callback = successCallback(push.checkoutId, 300, 'STRING0001');
    (callback.Body.stkCallback as { ResultCode: unknown }).ResultCode = '0';
    expect((await postCallback(push.callbackUrl, callback)).status).toBe(200);
    await waitFor(async () => (await read(id)).status !== 'pending', 'the callback', 15_000);
    expect(await read(id)).toMatchObject({ status: 'succeeded', mpesa_receipt: 'STRING0001' });
  }, 30_000);
});

describe('a status query whose ResultCode is malformed', () => {
  it('leaves the donation pending, query after query; a well-formed answer still settles', async () => {
    // Amount 100 is answered as the simulator answers; each other amount gets one malformed code.
    const amounts = MALFORMED.map(([, code], i) => {
      daraja.rules.set(101 + i, code);
      return 101 + i;
    });
    const honest = await give(100);
    const malformed = [];
    for (const amount of amounts) malformed.push(await give(amount));

    await waitFor(async () => (await read(honest)).status === 'succeeded', 'the honest query', 20_000);
    // Asked at least twice each (1 s, then 1.5 s later), and still pending after every answer.
    await waitFor(async () => amounts.every((a) => daraja.queriesOf(a) >= 2), 'two queries of each', 20_000);
    for (const id of malformed) expect((await read(id)).status).toBe('pending');
  }, 60_000);
});
