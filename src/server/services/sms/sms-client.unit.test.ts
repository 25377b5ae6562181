import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsSimulator } from '#tests/setup/sms-simulator.ts';
import { createSmsClient, SmsGatewayError } from './sms-client.ts';

// The client against the SMS simulator over HTTP, as the server talks to Africa's Talking (D-211).

let sim: Awaited<ReturnType<typeof startSmsSimulator>>;
beforeAll(async () => {
  sim = await startSmsSimulator();
}, 30_000);
afterAll(() => sim.stop());

const client = (overrides: Partial<Parameters<typeof createSmsClient>[0]> = {}) =>
  createSmsClient({
    apiUrl: sim.serverEnv.SMS_API_URL,
    username: sim.serverEnv.SMS_USERNAME,
    apiKey: sim.serverEnv.SMS_API_KEY,
    senderId: 'HARAMBEE',
    ...overrides,
  });

describe('the SMS client', () => {
  it('sends, and returns the gateway message id', async () => {
    const outcome = await client().send('+254712000111', 'Habari');
    expect(outcome).toMatchObject({ kind: 'sent', statusCode: 101, messageId: expect.stringMatching(/^ATXid_/) });
    const kept = (await (await fetch(`${sim.url}/simulator/messages?to=254712000111`)).json()) as unknown[];
    expect(kept).toEqual([expect.objectContaining({ message: 'Habari', from: 'HARAMBEE' })]);
  });

  it('tells refusals that may pass from those that never will', async () => {
    expect(await client().send('+254700000500', 'x')).toMatchObject({
      kind: 'refused',
      statusCode: 500,
      permanent: false,
    });
    expect(await client().send('+254700000405', 'x')).toMatchObject({ kind: 'refused', permanent: false });
    expect(await client().send('+254700000406', 'x')).toMatchObject({
      kind: 'refused',
      status: 'UserInBlacklist',
      permanent: true,
    });
    expect(await client().send('0712000111', 'x')).toMatchObject({ statusCode: 403, permanent: true });
    expect(await client({ senderId: 'OTHER' }).send('+254712000111', 'x')).toMatchObject({
      statusCode: 402,
      permanent: true,
    });
  });

  it('throws a gateway error for a wrong key or no answer, without the number in it', async () => {
    const wrongKey = client({ apiKey: 'nope' }).send('+254712000222', 'x');
    await expect(wrongKey).rejects.toBeInstanceOf(SmsGatewayError);
    await expect(wrongKey).rejects.toMatchObject({
      httpStatus: 401,
      message: expect.not.stringContaining('712000222'),
    });
    const nobody = client({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }).send('+254712000222', 'x');
    await expect(nobody).rejects.toMatchObject({ name: 'SmsGatewayError', httpStatus: null });
  });
});
