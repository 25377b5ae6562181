import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AT_PATHS, atResponseSchema } from '#shared/africastalking.ts';
import { createSmsSimulator } from './app.ts';
import { readSmsSimConfig, SMS_SIM_DEFAULTS } from './config.ts';

const KEY = SMS_SIM_DEFAULTS.apiKey;

function send(
  sim: ReturnType<typeof createSmsSimulator>,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return sim.app.request(AT_PATHS.messaging, {
    method: 'POST',
    headers: {
      apiKey: KEY,
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
  });
}

const ok = { username: 'sandbox', to: '+254712345678', message: 'Habari' };

describe('SMS simulator', () => {
  it("answers a send with Africa's Talking's envelope (201) and keeps the message", async () => {
    const sim = createSmsSimulator();
    const response = await send(sim, { ...ok, from: 'HARAMBEE' });
    expect(response.status).toBe(201);
    const body = atResponseSchema.parse(await response.json());
    expect(body.SMSMessageData.Message).toBe('Sent to 1/1 Total Cost: KES 0.8000');
    expect(body.SMSMessageData.Recipients).toEqual([
      expect.objectContaining({ statusCode: 101, status: 'Success', number: '+254712345678', cost: 'KES 0.8000' }),
    ]);
    expect(body.SMSMessageData.Recipients[0]!.messageId).toMatch(/^ATXid_[0-9a-f]{32}$/);
    const kept = (await (await sim.app.request('/simulator/messages?to=254712345678')).json()) as unknown[];
    expect(kept).toEqual([expect.objectContaining({ to: '+254712345678', message: 'Habari', from: 'HARAMBEE' })]);
  });

  it('refuses a wrong apiKey or username with 401, and missing fields with 400, in plain text', async () => {
    const sim = createSmsSimulator();
    expect((await send(sim, ok, { apiKey: 'nope' })).status).toBe(401);
    expect((await send(sim, { ...ok, username: 'someone' })).status).toBe(401);
    const noTo = await send(sim, { username: 'sandbox', message: 'x' });
    expect(noTo.status).toBe(400);
    expect(await noTo.text()).toBe("Request is missing required form field 'to'");
    expect((await send(sim, { username: 'sandbox', to: '+254712345678' })).status).toBe(400);
    expect((await sim.app.request('/simulator/messages')).status).toBe(200);
    expect(sim.messages.list()).toEqual([]);
  });

  it('answers each recipient on its own: invalid numbers 403, magic numbers their code', async () => {
    const sim = createSmsSimulator();
    const response = await send(sim, { ...ok, to: '+254712345678,0712345678,+254700000406,+254700000500' });
    const { SMSMessageData: data } = atResponseSchema.parse(await response.json());
    expect(data.Recipients.map((r) => [r.statusCode, r.status])).toEqual([
      [101, 'Success'],
      [403, 'InvalidPhoneNumber'],
      [406, 'UserInBlacklist'],
      [500, 'InternalServerError'],
    ]);
    expect(data.Message).toBe('Sent to 1/4 Total Cost: KES 0.8000');
    expect(data.Recipients[1]).toMatchObject({ cost: '0', messageId: 'None' });
  });

  it('refuses an unregistered sender ID (402) and prices long and non-GSM texts by parts', async () => {
    const sim = createSmsSimulator();
    const wrong = atResponseSchema.parse(await (await send(sim, { ...ok, from: 'OTHER' })).json());
    expect(wrong.SMSMessageData.Recipients[0]!.statusCode).toBe(402);
    const long = atResponseSchema.parse(await (await send(sim, { ...ok, message: 'a'.repeat(161) })).json());
    expect(long.SMSMessageData.Recipients[0]!.cost).toBe('KES 1.6000');
    const curly = atResponseSchema.parse(await (await send(sim, { ...ok, message: `“${'a'.repeat(70)}”` })).json());
    expect(curly.SMSMessageData.Recipients[0]!.cost).toBe('KES 1.6000');
  });

  it('answers 500 during an outage it was told of, then sends again', async () => {
    const sim = createSmsSimulator();
    await sim.app.request('/simulator/outage', { method: 'POST', body: JSON.stringify({ requests: 2 }) });
    expect((await send(sim, ok)).status).toBe(500);
    expect((await send(sim, ok)).status).toBe(500);
    expect((await send(sim, ok)).status).toBe(201);
    expect(sim.messages.list()).toHaveLength(1);
  });

  it('posts a delivery report for each text it took, form-encoded, and again when asked', async () => {
    const reports: URLSearchParams[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        reports.push(new URLSearchParams(body));
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dlr`;
      const sim = createSmsSimulator({ deliveryReportUrl: url });
      const answer = atResponseSchema.parse(
        await (await send(sim, { ...ok, to: '+254712345678,+254700000201,+254700000406' })).json(),
      );
      const [taken, blacklisted] = answer.SMSMessageData.Recipients;
      await expect.poll(() => reports.length).toBe(2);
      const byId = new Map(reports.map((r) => [r.get('id'), Object.fromEntries(r.entries())]));
      expect(byId.get(taken!.messageId)).toEqual({
        id: taken!.messageId,
        status: 'Success',
        phoneNumber: '+254712345678',
        networkCode: '63902',
        retryCount: '0',
      });
      expect(byId.get(blacklisted!.messageId)).toMatchObject({ status: 'Failed', failureReason: 'UserInBlackList' });
      const repeat = await sim.app.request(`/simulator/delivery-reports/${taken!.messageId}/repeat`, {
        method: 'POST',
      });
      expect(await repeat.json()).toEqual({ posted: true });
      expect(reports).toHaveLength(3);
    } finally {
      server.close();
    }
  });

  it('reads its configuration, an empty variable meaning the default', () => {
    expect(readSmsSimConfig({})).toEqual(SMS_SIM_DEFAULTS);
    expect(readSmsSimConfig({ SMS_SIM_PORT: '9100', SMS_SIM_API_KEY: '' })).toMatchObject({ port: 9100, apiKey: KEY });
    expect(() => readSmsSimConfig({ SMS_SIM_PORT: 'x' })).toThrow(/SMS_SIM_PORT/);
    expect(readSmsSimConfig({ SMS_SIM_DELIVERY_REPORT_URL: 'http://127.0.0.1:1/r' }).deliveryReportUrl).toBe(
      'http://127.0.0.1:1/r',
    );
  });
});
