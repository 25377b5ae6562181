import { expect } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { gatewayCallbackPath, gatewayCallbackToken } from '#server/services/sms/callback-token.ts';
import { nairobiDate } from '#shared/pledges/instalments.ts';
import { waitFor } from '#tests/setup/free-port.ts';
import { startSmsSimulator } from '#tests/setup/sms-simulator.ts';
import { Session } from '#tests/support/api.ts';
import { startOwnServer } from '#tests/support/own-server.ts';
import { freshPhone } from '#tests/support/sms.ts';

// Helpers of the reminder tests (not a test file itself): a server and an SMS simulator of their
// own, since moving a server's calendar (demo mode's clock, D-234) must not move the suite's.

export async function reminderWorld(label: string, overrides: Record<string, string> = {}) {
  const sim = await startSmsSimulator();
  const server = await startOwnServer(label, { ...sim.serverEnv, ...overrides });
  const env = loadEnv(server.env);
  const incoming = `${server.api}${gatewayCallbackPath('incoming', gatewayCallbackToken(env, 'incoming'))}`;
  await fetch(`${sim.url}/simulator/incoming-url`, { method: 'PUT', body: JSON.stringify({ url: incoming }) });
  return {
    sim,
    server,
    env,
    db: server.db(),
    api: server.api,
    dispose: async () => {
      await server.dispose();
      await sim.stop();
    },
  };
}
export type World = Awaited<ReturnType<typeof reminderWorld>>;

/** A Nairobi date `n` days after today (the real one). */
export const day = (n: number) =>
  new Date(Date.parse(`${nairobiDate(Date.now())}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** That date at that Nairobi time, as an instant. */
export const at = (date: string, time: string) => new Date(`${date}T${time}:00.000+03:00`).toISOString();
/** 24/12, as the SMS writes a date. */
export const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

const lastRun = async (w: World) =>
  (
    await w.db
      .selectFrom('maintenance_runs')
      .select('last_run_at')
      .where('name', '=', 'pledge-reminders')
      .executeTakeFirst()
  )?.last_run_at ?? '';

/** Moves the server's calendar and waits until the reminder job has looked at that time. */
export async function setClock(w: World, iso: string) {
  const reply = await new Session(undefined, w.api).request('/dev/clock', { method: 'PUT', json: { now: iso } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  await waitFor(async () => (await lastRun(w)) >= iso, `the reminder job to run at ${iso}`, 15_000);
}

export async function resetClock(w: World) {
  const reply = await new Session(undefined, w.api).request('/dev/clock', { method: 'DELETE' });
  expect(reply.status).toBe(200);
}

export type SimText = { to: string; message: string };
export const textsTo = async (w: World, msisdn: string) =>
  (await (await fetch(`${w.sim.url}/simulator/messages?to=${msisdn}`)).json()) as SimText[];

/** The reminders a number received, newest first (English or Kiswahili). */
export const remindersTo = async (w: World, msisdn: string) =>
  (await textsTo(w, msisdn)).filter((m) => /^(Your pledge to|Ahadi kwa) '/.test(m.message)).map((m) => m.message);

export async function waitForReminders(w: World, msisdn: string, count: number) {
  await waitFor(async () => (await remindersTo(w, msisdn)).length >= count, `${count} reminder(s)`, 15_000);
  return remindersTo(w, msisdn);
}

/** A phone texts the shortcode (STOP, ACHA…), through the simulator, as a pledger would. */
export async function textShortcode(w: World, msisdn: string, text: string) {
  const reply = await fetch(`${w.sim.url}/simulator/incoming`, {
    method: 'POST',
    body: JSON.stringify({ from: `+${msisdn}`, text }),
  });
  expect(await reply.json()).toMatchObject({ posted: true });
}

/** A pledge made and confirmed through the API, its code read from this world's simulator. */
export async function openPledge(w: World, shortCode: string, overrides: Record<string, unknown> = {}) {
  const phone = freshPhone();
  const body = { amount: 5000, due_date: day(10), phone, display_name: 'Achieng Odhiambo', ...overrides };
  const session = new Session(undefined, w.api);
  const made = await session.post(`/fundraisers/${shortCode}/pledges/`, body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  let code: string | undefined;
  await waitFor(
    async () =>
      (code = (await textsTo(w, phone)).find((m) => /^\d{6} /.test(m.message))?.message.slice(0, 6)) !== undefined,
    'the pledge code',
    15_000,
  );
  const confirmed = await session.post(`/pledges/${made.body.data.id}/confirm/`, { code });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { id: made.body.data.id as string, phone, token: confirmed.body.data.token as string };
}
