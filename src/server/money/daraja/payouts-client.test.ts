import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resultValue, type PayoutResult } from '#shared/daraja-payouts.ts';
import { loadEnv } from '#server/env.ts';
import { createPayments } from '#server/money/daraja/payments.ts';

// The server's Daraja client paying out (D-201) against the suite's Daraja simulator process, over
// HTTP: its initiator's password encrypted with the certificate the simulator publishes, the
// acknowledgement parsed, the result and the status query's answer posted to our receiver.

let receiver: { url: string; results: { path: string; body: PayoutResult }[]; close: () => Promise<void> };
beforeAll(async () => {
  const results: { path: string; body: PayoutResult }[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      results.push({ path: req.url ?? '', body: JSON.parse(text) as PayoutResult });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver = {
    url: `http://127.0.0.1:${port}`,
    results,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});
afterAll(() => receiver?.close());

const client = (overrides: Record<string, string> = {}) =>
  createPayments(loadEnv({ ...inject('serverEnv'), ...overrides })).daraja;

async function resultAt(path: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = receiver.results.find((r) => r.path === path);
    if (found) return found.body.Result;
    if (Date.now() > until) throw new Error(`no result at ${path}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const payout = (phone: string) => {
  const id = randomUUID();
  return {
    originatorId: id,
    phone,
    amount: 1200,
    remarks: 'Harambee withdrawal',
    resultUrl: `${receiver.url}/result/${id}`,
    timeoutUrl: `${receiver.url}/timeout/${id}`,
  };
};

describe('the Daraja client paying out', () => {
  it('sends a B2C the simulator accepts and pays, with our own id', async () => {
    const request = payout('254712345678');
    const ack = await client().b2c(request);
    expect(ack).toMatchObject({ OriginatorConversationID: request.originatorId, ResponseCode: '0' });
    const result = await resultAt(`/result/${request.originatorId}`);
    expect(result).toMatchObject({ ResultCode: 0, OriginatorConversationID: request.originatorId });
    expect(resultValue(result, 'TransactionAmount')).toBe(1200);
  });

  it('is refused in the result (2001) with a wrong initiator password', async () => {
    const request = payout('254712345679');
    await client({ DARAJA_INITIATOR_PASSWORD: 'not-the-password' }).b2c(request);
    expect((await resultAt(`/result/${request.originatorId}`)).ResultCode).toBe(2001);
  });

  it('asks what became of a payout whose result never comes, and learns it was paid', async () => {
    const request = payout('254700009999');
    await client().b2c(request);
    const status = { resultUrl: `${receiver.url}/status/${request.originatorId}`, timeoutUrl: `${receiver.url}/t` };
    for (let attempt = 0; ; attempt++) {
      await client().transactionStatus(request.originatorId, status);
      const result = await resultAt(status.resultUrl.slice(receiver.url.length));
      if (result.ResultCode === 0) {
        expect(resultValue(result, 'TransactionStatus')).toBe('Completed');
        expect(resultValue(result, 'ReceiptNo')).toMatch(/^SG/);
        break;
      }
      // Not finished yet (the catch-all 17): ask again later, as the product will.
      expect(result.ResultCode).toBe(17);
      if (attempt > 20) throw new Error('never paid');
      receiver.results.splice(
        receiver.results.findIndex((r) => r.path.startsWith('/status/')),
        1,
      );
      await new Promise((r) => setTimeout(r, 500));
    }
  });
});
