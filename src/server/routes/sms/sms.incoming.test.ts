import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { gatewayCallbackPath, gatewayCallbackToken } from '#server/services/sms/callback-token.ts';
import { deliveryReportToken } from '#server/services/sms/delivery-reports.ts';
import { waitFor } from '#tests/setup/free-port.ts';
import { startSmsSimulator } from '#tests/setup/sms-simulator.ts';
import { freshPhone } from '#tests/support/sms.ts';
import { startOwnServer, type OwnDb } from '#tests/support/own-server.ts';

// STOP / ACHA by SMS (D-236): a phone texts the simulator's shortcode, the simulator posts the
// message to the server's incoming URL as Africa's Talking does, and the number is opted out of
// pledge reminders, with one reply. A server and a simulator of the test's own.

let server: Awaited<ReturnType<typeof startOwnServer>>;
let sim: Awaited<ReturnType<typeof startSmsSimulator>>;
let db: OwnDb;
let incomingUrl: string;
beforeAll(async () => {
  sim = await startSmsSimulator();
  server = await startOwnServer('sms-incoming', sim.serverEnv);
  db = server.db();
  const env = loadEnv(server.env);
  incomingUrl = `${server.api}${gatewayCallbackPath('incoming', gatewayCallbackToken(env, 'incoming'))}`;
  await fetch(`${sim.url}/simulator/incoming-url`, { method: 'PUT', body: JSON.stringify({ url: incomingUrl }) });
}, 60_000);
afterAll(async () => {
  await server?.dispose();
  await sim?.stop();
});

/** The phone (2547…) texts the shortcode through the simulator; answers what the simulator kept. */
async function texts(msisdn: string, text: string) {
  const reply = await fetch(`${sim.url}/simulator/incoming`, {
    method: 'POST',
    body: JSON.stringify({ from: `+${msisdn}`, text }),
  });
  expect(reply.status).toBe(201);
  return (await reply.json()) as { posted: boolean; callbackStatus: number };
}
const optedOut = async (msisdn: string) =>
  Boolean(await db.selectFrom('sms_opt_outs').selectAll().where('phone', '=', msisdn).executeTakeFirst());
const repliesTo = async (msisdn: string) =>
  ((await (await fetch(`${sim.url}/simulator/messages?to=${msisdn}`)).json()) as { message: string }[]).map(
    (m) => m.message,
  );
const outboxTo = (msisdn: string) =>
  db.selectFrom('outbox').select(['subject', 'send_after']).where('to_address', '=', msisdn).execute();

describe('incoming SMS: STOP and START', () => {
  it('STOP opts the number out of pledge reminders, with one reply; a repeat changes nothing', async () => {
    const msisdn = freshPhone();
    expect(await texts(msisdn, ' Stop ')).toMatchObject({ posted: true, callbackStatus: 200 });
    expect(await optedOut(msisdn)).toBe(true);
    await waitFor(async () => (await repliesTo(msisdn)).length === 1, 'the reply to reach the phone', 15_000);
    expect((await repliesTo(msisdn))[0]).toMatch(/no more pledge reminders.*START to 22384/);
    // The reply answers the person's own text: written to go at once, whatever the hour.
    expect(await outboxTo(msisdn)).toEqual([{ subject: 'pledge-stop', send_after: null }]);
    await texts(msisdn, 'STOP');
    await texts(msisdn, 'acha');
    expect(await outboxTo(msisdn)).toHaveLength(1);
  });

  it('ACHA answers in Kiswahili, and ANZA turns reminders on again', async () => {
    const msisdn = freshPhone();
    await texts(msisdn, 'ACHA.');
    expect(await optedOut(msisdn)).toBe(true);
    await texts(msisdn, 'anza');
    expect(await optedOut(msisdn)).toBe(false);
    await waitFor(async () => (await repliesTo(msisdn)).length === 2, 'both replies', 15_000);
    const [started, stopped] = await repliesTo(msisdn);
    expect(stopped).toContain('hutapokea tena vikumbusho vya ahadi');
    expect(started).toContain('vikumbusho vya ahadi vimerudi');
  });

  it('ignores any other text, and refuses a URL without the incoming token', async () => {
    const msisdn = freshPhone();
    await texts(msisdn, "I will pay on Friday, don't stop");
    expect(await optedOut(msisdn)).toBe(false);
    expect(await outboxTo(msisdn)).toEqual([]);
    const form = new URLSearchParams({ from: `+${msisdn}`, to: '22384', text: 'STOP', id: 'x', date: 'x' });
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    // The delivery reports' token is not the incoming one: each kind has its own label.
    for (const token of ['nope', deliveryReportToken(loadEnv(server.env))]) {
      const forged = await fetch(`${server.api}${gatewayCallbackPath('incoming', token)}`, {
        method: 'POST',
        headers,
        body: form.toString(),
      });
      expect(forged.status).toBe(404);
    }
    expect(await optedOut(msisdn)).toBe(false);
    // JSON is read too.
    const json = await fetch(incomingUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(form.entries())),
    });
    expect(await json.json()).toEqual({ received: true });
    expect(await optedOut(msisdn)).toBe(true);
  });
});
