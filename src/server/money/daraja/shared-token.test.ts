import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARAJA_PATHS, SANDBOX } from '#shared/daraja.ts';
import { startDarajaSimulator } from '#tests/setup/daraja-simulator.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { createDarajaClient } from './daraja-client.ts';
import { createSharedToken } from './shared-token.ts';

// One Daraja token for every instance (D-224): instances, each with its own memory, share the
// token through the database (SQLite or PostgreSQL, as the suite runs), so a burst on all of them
// fetches it once; when Daraja voids it, one of them fetches the next and the rest use that. A
// simulator process of this file's own counts the tokens it issues.

afterAll(closeTestDb);

let sim: Awaited<ReturnType<typeof startDarajaSimulator>>;
beforeAll(async () => {
  sim = await startDarajaSimulator({ callbackDelayMs: 60_000, processingMs: 60_000 });
}, 60_000);
afterAll(() => sim?.stop());

const issued = async () =>
  ((await (await fetch(`${sim.url}/simulator/stats`)).json()) as { tokensIssued: number }).tokensIssued;

/** A server instance: its own client and memory, the shared store, the simulator over HTTP. */
function instance(name: string) {
  return createDarajaClient({
    baseUrl: sim.url,
    consumerKey: sim.serverEnv.DARAJA_CONSUMER_KEY,
    consumerSecret: sim.serverEnv.DARAJA_CONSUMER_SECRET,
    shortcode: SANDBOX.shortcode,
    passkey: SANDBOX.passkey,
    transactionType: 'CustomerPayBillOnline',
    sharedToken: createSharedToken(testDb(), 'a-test-secret-of-at-least-thirty-two-characters', name),
  });
}

/** Someone else fetching a token with the same keys (another deployment, a script) voids ours. */
const fetchElsewhere = () =>
  fetch(`${sim.url}${DARAJA_PATHS.oauth}?grant_type=client_credentials`, {
    headers: {
      authorization: `Basic ${btoa(`${sim.serverEnv.DARAJA_CONSUMER_KEY}:${sim.serverEnv.DARAJA_CONSUMER_SECRET}`)}`,
    },
  });

let phone = 254711000000 + Math.floor(Math.random() * 900_000);
const push = (client: ReturnType<typeof instance>) =>
  client.stkPush({
    phone: String(phone++),
    amount: 10,
    callbackUrl: 'https://harambee.test/api/payments/callback',
    accountReference: 'Ab3dE9xZ',
    description: 'Harambee donation',
  });

describe('the shared Daraja token', () => {
  it('is fetched once for a burst on three instances, and once more after Daraja voids it', async () => {
    const name = `daraja-${randomUUID()}`;
    const instances = [instance(name), instance(name), instance(name)];
    const before = await issued();
    const pushes = await Promise.all(instances.flatMap((client) => [push(client), push(client), push(client)]));
    expect(pushes.every((p) => p.ResponseCode === '0')).toBe(true);
    expect((await issued()) - before).toBe(1);
    expect((await fetchElsewhere()).status).toBe(200);
    const again = await Promise.all(instances.map(push));
    expect(again.every((p) => p.ResponseCode === '0')).toBe(true);
    expect((await issued()) - before).toBe(3);
    const row = await testDb().selectFrom('shared_tokens').selectAll().where('name', '=', name).executeTakeFirst();
    // Kept sealed, never as the bearer itself; no one holds the turn any more.
    expect(row?.sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row?.lease_until).toBeNull();
  });
});
