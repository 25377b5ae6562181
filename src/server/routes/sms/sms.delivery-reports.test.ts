import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { deliveryReportPath, deliveryReportToken } from '#server/services/sms/delivery-reports.ts';
import { waitFor } from '#tests/setup/free-port.ts';
import { startSmsSimulator } from '#tests/setup/sms-simulator.ts';
import { startOwnServer, type OwnDb } from '#tests/support/own-server.ts';

// Africa's Talking's delivery reports and opted-out numbers (D-219), on a server and an SMS
// simulator of the test's own: the simulator reports each text it took to the server's token URL.

let server: Awaited<ReturnType<typeof startOwnServer>>;
let sim: Awaited<ReturnType<typeof startSmsSimulator>>;
let db: OwnDb;
let reportUrl: string;
beforeAll(async () => {
  sim = await startSmsSimulator();
  server = await startOwnServer('sms-reports', sim.serverEnv);
  db = server.db();
  reportUrl = `${server.api}${deliveryReportPath(deliveryReportToken(loadEnv(server.env)))}`;
  await fetch(`${sim.url}/simulator/delivery-report-url`, { method: 'PUT', body: JSON.stringify({ url: reportUrl }) });
}, 60_000);
afterAll(async () => {
  await server?.dispose();
  await sim?.stop();
});

/** A text written as any event writes one; the server's worker sends it within its tick. */
async function text(to: string) {
  const id = randomUUID();
  await db
    .insertInto('outbox')
    .values({
      id,
      channel: 'sms',
      status: 'pending',
      to_address: to,
      subject: 'test-code',
      text: `T ${id}`,
      created_at: new Date().toISOString(),
      send_after: null,
    })
    .execute();
  return id;
}

const row = (id: string) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const untilDone = (id: string) =>
  waitFor(async () => (await row(id)).status !== 'pending', 'the worker to send it', 15_000);
const simCount = async (to: string) =>
  ((await (await fetch(`${sim.url}/simulator/messages?to=${to}`)).json()) as unknown[]).length;
const post = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

describe('SMS delivery reports', () => {
  it('are recorded by message id; repeats and late interim reports change nothing', async () => {
    const id = await text('254712300400');
    await untilDone(id);
    await waitFor(async () => (await row(id)).delivery_status === 'Success', 'the report', 15_000);
    const first = await row(id);
    expect(first).toMatchObject({ status: 'sent', delivery_status: 'Success', delivery_reason: null });
    // The gateway says it again, twice at once, and a late 'Buffered' arrives: nothing moves.
    const repeat = () =>
      fetch(`${sim.url}/simulator/delivery-reports/${first.provider_message_id}/repeat`, { method: 'POST' });
    expect((await Promise.all([repeat(), repeat()])).map((r) => r.status)).toEqual([200, 200]);
    const late = await post(reportUrl, {
      id: first.provider_message_id!,
      status: 'Buffered',
      phoneNumber: '+254712300400',
    });
    expect(await late.json()).toEqual({ recorded: true });
    expect(await row(id)).toMatchObject({ delivery_status: 'Success', reported_at: first.reported_at });
  });

  it('answer an unknown message 200 (recorded: false), and a wrong token 404', async () => {
    const unknown = await post(reportUrl, { id: 'ATXid_nothing', status: 'Success' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ recorded: false });
    const wrong = await post(reportUrl.replace(/[^/]+\/$/, 'x'.repeat(43) + '/'), { id: 'a', status: 'Success' });
    expect(wrong.status).toBe(404);
  });

  it('a 406 when sending, or a UserInBlackList report, and the number is never texted again', async () => {
    const refused = await text('254700000406');
    await untilDone(refused);
    expect(await row(refused)).toMatchObject({ status: 'failed', last_error: '406 UserInBlacklist', attempts: 1 });
    const reported = await text('254700000201');
    await untilDone(reported);
    await waitFor(async () => (await row(reported)).delivery_status === 'Failed', 'the failed report', 15_000);
    expect(await row(reported)).toMatchObject({ status: 'sent', delivery_reason: 'UserInBlackList' });
    const suppressed = await db.selectFrom('sms_suppressions').select('phone').orderBy('phone').execute();
    expect(suppressed.map((s) => s.phone)).toEqual(['254700000201', '254700000406']);

    // Later texts to either number fail without reaching the gateway.
    const again = [await text('254700000406'), await text('254700000201')];
    for (const id of again) await untilDone(id);
    for (const id of again)
      expect(await row(id)).toMatchObject({ status: 'failed', last_error: 'opted out (suppressed)' });
    expect([await simCount('254700000406'), await simCount('254700000201')]).toEqual([1, 1]);
  });
});
