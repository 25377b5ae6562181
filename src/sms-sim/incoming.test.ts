import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT_PATHS, atResponseSchema } from '#shared/africastalking.ts';
import { createSmsSimulator } from './app.ts';
import { readSmsSimConfig, SMS_SIM_DEFAULTS } from './config.ts';

// A phone texting the account's shortcode (D-236): the simulator posts the message, form-encoded,
// to the incoming-messages URL, with Africa's Talking's fields.

const received: { path: string; type: string; form: URLSearchParams }[] = [];
let answer = 200;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    received.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', form: new URLSearchParams(body) });
    res.statusCode = answer;
    res.end('ok');
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

const text = (sim: ReturnType<typeof createSmsSimulator>, body: Record<string, unknown>) =>
  sim.app.request('/simulator/incoming', { method: 'POST', body: JSON.stringify(body) });

describe('incoming messages', () => {
  it("posts a text to the shortcode to the incoming URL with Africa's Talking's fields", async () => {
    const sim = createSmsSimulator({ incomingUrl: `${base}/in` });
    const reply = await text(sim, { from: '+254712345678', text: ' Stop ' });
    expect(reply.status).toBe(201);
    const kept = (await reply.json()) as Record<string, unknown>;
    expect(kept).toMatchObject({ from: '+254712345678', to: SMS_SIM_DEFAULTS.shortcode, text: ' Stop ', posted: true });
    const last = received.at(-1)!;
    expect(last.path).toBe('/in');
    expect(last.type).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(last.form.entries())).toEqual({
      from: '+254712345678',
      to: SMS_SIM_DEFAULTS.shortcode,
      text: ' Stop ',
      date: kept.date,
      id: kept.id,
      linkId: kept.linkId,
      networkCode: '63902',
    });
    expect(Number.isNaN(Date.parse(String(kept.date)))).toBe(false);
    const listed = (await (await sim.app.request('/simulator/incoming?from=254712345678')).json()) as unknown[];
    expect(listed).toEqual([kept]);
  });

  it('never delivers a text to a number that is not the shortcode, nor one from a non-phone', async () => {
    const sim = createSmsSimulator({ incomingUrl: `${base}/in`, shortcode: '40404' });
    const before = received.length;
    expect((await text(sim, { from: '+254712345678', to: '22384', text: 'STOP' })).status).toBe(404);
    expect((await text(sim, { from: '0712345678', text: 'STOP' })).status).toBe(400);
    expect((await text(sim, { from: '+254712345678', to: '40404', text: 'STOP' })).status).toBe(201);
    expect(received.length).toBe(before + 1);
  });

  it('keeps a message it could not post (no URL, or the URL failed) and says so', async () => {
    const sim = createSmsSimulator();
    const unset = (await (await text(sim, { from: '+254712345679', text: 'ACHA' })).json()) as Record<string, unknown>;
    expect(unset).toMatchObject({ posted: false, callbackStatus: null });
    await sim.app.request('/simulator/incoming-url', { method: 'PUT', body: JSON.stringify({ url: `${base}/x` }) });
    answer = 500;
    const failed = (await (await text(sim, { from: '+254712345679', text: 'ACHA' })).json()) as Record<string, unknown>;
    answer = 200;
    expect(failed).toMatchObject({ posted: false, callbackStatus: 500 });
    expect(received.at(-1)!.path).toBe('/x');
  });

  it('lets the account send from its shortcode as well as from its sender ID, and from nothing else', async () => {
    const sim = createSmsSimulator();
    const statusFrom = async (from: string) => {
      const reply = await sim.app.request(AT_PATHS.messaging, {
        method: 'POST',
        headers: {
          apiKey: SMS_SIM_DEFAULTS.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ username: 'sandbox', to: '+254712345678', message: 'x', from }).toString(),
      });
      return atResponseSchema.parse(await reply.json()).SMSMessageData.Recipients[0]!.statusCode;
    };
    expect(await statusFrom(SMS_SIM_DEFAULTS.shortcode)).toBe(101);
    expect(await statusFrom(SMS_SIM_DEFAULTS.senderId)).toBe(101);
    expect(await statusFrom('99999')).toBe(402);
  });

  it('reads its shortcode and incoming URL from the environment', () => {
    expect(
      readSmsSimConfig({ SMS_SIM_SHORTCODE: '12345', SMS_SIM_INCOMING_URL: 'http://127.0.0.1:1/i' }),
    ).toMatchObject({
      shortcode: '12345',
      incomingUrl: 'http://127.0.0.1:1/i',
    });
    expect(() => readSmsSimConfig({ SMS_SIM_SHORTCODE: 'HARAMBEE' })).toThrow(/SMS_SIM_SHORTCODE/);
  });
});
