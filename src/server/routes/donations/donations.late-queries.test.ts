import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '#server/money/ledger/reconcile.ts';
import { waitFor } from '#tests/setup/free-port.ts';
import { startDarajaSimulator } from '#tests/setup/daraja-simulator.ts';
import { Session } from '#tests/support/api.ts';
import { liveFundraiserIn, startOwnServer } from '#tests/support/own-server.ts';

// No payment left in limbo (D-216): M-Pesa answers only after the STK query window has ended, and
// the late queries still find the payment. A server and a simulator of their own: M-Pesa here takes
// 5 s to finish a payment, the window ends 1.5 s after the push, late queries come 1, 2 and 5 s later.

let server: Awaited<ReturnType<typeof startOwnServer>>;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  const sim = await startDarajaSimulator({ callbackDelayMs: 5000, processingMs: 5000 });
  cleanups.push(sim.stop);
  server = await startOwnServer('late-queries', {
    ...sim.serverEnv,
    PAYMENT_FIRST_QUERY_SECONDS: '0.5',
    PAYMENT_GIVE_UP_SECONDS: '1.5',
    PAYMENT_LATE_QUERY_SECONDS: '1,2,5',
  });
  cleanups.push(server.dispose);
}, 60_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const row = (id: string) =>
  server.db().selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('late status queries', () => {
  it('a payment still processing, and one whose callback never comes, are counted once M-Pesa answers', async () => {
    const f = await liveFundraiserIn(server.db());
    const donor = new Session(undefined, server.api);
    const ids: string[] = [];
    // "Still processing" for 5 s, then paid; paid after 5 s with no callback at all.
    for (const phone of ['0700009997', '0700009999']) {
      const started = await donor.post('/donations/', { short_code: f.shortCode, amount: 300, phone });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      ids.push(started.body.data.id);
    }
    // Past the window: not confirmed yet, never failed, and asked about again later.
    await waitFor(async () => (await row(ids[1]!)).late_queries >= 1, 'the first late query to be planned', 10_000);
    for (const id of ids) {
      const view = (await donor.get(`/donations/${id}/`)).body.data;
      expect([view.status, view.follow_up]).toEqual(['pending', true]);
      const r = await row(id);
      expect(r.next_query_at).not.toBeNull();
      expect(r.last_query_outcome).toMatch(/^(500\.001\.1001|4999) /);
    }
    for (const id of ids) await waitFor(async () => (await row(id)).status === 'succeeded', 'a late answer', 15_000);
    const credits = await server
      .db()
      .selectFrom('ledger_entries')
      .selectAll()
      .where('fundraiser_id', '=', f.id)
      .execute();
    expect(credits.map((c) => [c.kind, Number(c.amount_minor)])).toEqual([
      ['donation', 30_000],
      ['donation', 30_000],
    ]);
    expect((await reconcile(server.db())).differences).toEqual([]);
  }, 60_000);

  it('a payment M-Pesa never answers for stays "not confirmed yet" after the last late query', async () => {
    const f = await liveFundraiserIn(server.db());
    const now = new Date().toISOString();
    const id = randomUUID();
    // A push whose CheckoutRequestID M-Pesa does not know: every query is refused.
    await server
      .db()
      .insertInto('donations')
      .values({
        id,
        reference: randomUUID(),
        fundraiser_id: f.id,
        donor_name: 'Anonymous',
        amount_minor: 1000,
        currency: 'KES',
        message: null,
        status: 'pending',
        created_at: now,
        phone: '254711000333',
        callback_token_hash: randomUUID(),
        checkout_request_id: `ws_CO_${randomUUID()}`,
        pushed_at: now,
        next_query_at: now,
      } as never)
      .execute();
    await waitFor(
      async () => (await row(id)).late_queries === 3 && (await row(id)).next_query_at === null,
      'the last late query',
      20_000,
    );
    const r = await row(id);
    expect([r.status, r.follow_up]).toEqual(['pending', 1]);
    expect(r.last_query_outcome).toMatch(/CheckoutRequestID/);
    expect(r.last_query_at).not.toBeNull();
  }, 60_000);
});
