import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX } from '#shared/daraja.ts';
import { startSim } from '../../../daraja-sim/test-kit.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { createDarajaClient } from './daraja-client.ts';
import { createSharedToken } from './shared-token.ts';

// One Daraja token for every instance (D-224): instances, each with its own memory, share the
// token through the database (SQLite or PostgreSQL, as the suite runs), so a burst on all of them
// fetches it once; when Daraja voids it, one of them fetches the next and the rest use that.

afterAll(closeTestDb);

const kit = startSim();
afterAll(() => kit.sim.close());

/** A server instance: its own client and memory, the shared store, the simulator over its app. */
function instance(name: string) {
  const fetchImpl = ((input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    return kit.sim.app.request(`${url.pathname}${url.search}`, init);
  }) as typeof fetch;
  return createDarajaClient(
    {
      baseUrl: 'http://daraja.test',
      consumerKey: 'harambee-sim-key',
      consumerSecret: 'harambee-sim-secret',
      shortcode: SANDBOX.shortcode,
      passkey: SANDBOX.passkey,
      transactionType: 'CustomerPayBillOnline',
      sharedToken: createSharedToken(testDb(), 'a-test-secret-of-at-least-thirty-two-characters', name),
    },
    fetchImpl,
  );
}

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
    const before = kit.sim.state.tokens.issued;
    const pushes = await Promise.all(instances.flatMap((client) => [push(client), push(client), push(client)]));
    expect(pushes.every((p) => p.ResponseCode === '0')).toBe(true);
    expect(kit.sim.state.tokens.issued - before).toBe(1);

    // Someone else fetches a token with the same keys (another deployment, a script): ours is void.
    await kit.token();
    const again = await Promise.all(instances.map(push));
    expect(again.every((p) => p.ResponseCode === '0')).toBe(true);
    expect(kit.sim.state.tokens.issued - before).toBe(3);
    const row = await testDb().selectFrom('shared_tokens').selectAll().where('name', '=', name).executeTakeFirst();
    // Kept sealed, never as the bearer itself; no one holds the turn any more.
    expect(row?.sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row?.lease_until).toBeNull();
  });
});
