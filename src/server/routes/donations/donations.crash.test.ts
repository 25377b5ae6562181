import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '#server/db/client.ts';
import { claimQuery } from '#server/db/repositories/donations.repository.ts';
import { freePort, waitFor } from '#tests/setup/free-port.ts';
import { startDarajaSimulator } from '#tests/setup/daraja-simulator.ts';
import { startServerProcess } from '#tests/setup/server-process.ts';
import { Session } from '#tests/support/api.ts';
import { freshPhone } from '#tests/support/donations.ts';
import { liveFundraiserIn, startOwnServer, type OwnDb } from '#tests/support/own-server.ts';

// A server of its own (with a simulator of its own, whose counters no other test touches), for
// what the suite's shared server must not go through: dying mid-payment, and running twice.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function ownPaymentServer(label: string, firstQuerySeconds: number) {
  const sim = await startDarajaSimulator({ callbackDelayMs: 1500, processingMs: 1000 });
  cleanups.push(sim.stop);
  const server = await startOwnServer(label, {
    ...sim.serverEnv,
    PAYMENT_FIRST_QUERY_SECONDS: String(firstQuerySeconds),
    PAYMENT_GIVE_UP_SECONDS: '300',
  });
  cleanups.push(server.dispose);
  return { sim, server };
}

/** Pending donations whose callbacks were lost, due for their first status query now. */
async function pendingDonations(db: OwnDb, fundraiserId: string, count: number) {
  const now = new Date().toISOString();
  const ids = Array.from({ length: count }, () => randomUUID());
  await db
    .insertInto('donations')
    .values(
      ids.map((id) => ({
        id,
        reference: randomUUID(),
        fundraiser_id: fundraiserId,
        donor_name: 'Anonymous',
        amount_minor: 1000,
        currency: 'KES' as const,
        message: null,
        status: 'pending' as const,
        created_at: now,
        phone: '254711000222',
        callback_token_hash: randomUUID(),
        checkout_request_id: `ws_CO_${randomUUID()}`,
        pushed_at: now,
        next_query_at: now,
      })),
    )
    .execute();
  return ids;
}

describe('payments across a crash and across instances', () => {
  it('a payment whose callback reached a dead server is still found and counted once', async () => {
    const { server } = await ownPaymentServer('donation-crash', 1);
    const f = await liveFundraiserIn(server.db());
    const donor = new Session(undefined, server.api);
    const started = await donor.post('/donations/', { short_code: f.shortCode, amount: 1200, phone: freshPhone() });
    expect(started.status).toBe(202);
    // Killed before the callback (1.5 s later) can arrive: Safaricom never sends it again.
    await server.crash();
    await new Promise((r) => setTimeout(r, 2500));
    await server.restart();
    let status = 'pending';
    await waitFor(
      async () => {
        status = (await donor.get(`/donations/${started.body.data.id}/`)).body.data.status;
        return status !== 'pending';
      },
      'the status query after the restart',
      20_000,
    );
    expect(status).toBe('succeeded');
    const rows = await server.db().selectFrom('donations').selectAll().where('fundraiser_id', '=', f.id).execute();
    expect(rows.map((r) => [r.status, r.amount_minor])).toEqual([['succeeded', 120_000]]);
    // Credited once, with the success it came with (D-199).
    const credits = await server
      .db()
      .selectFrom('ledger_entries')
      .selectAll()
      .where('fundraiser_id', '=', f.id)
      .execute();
    expect(credits.map((c) => [c.kind, Number(c.amount_minor), c.source_id])).toEqual([
      ['donation', 120_000, rows[0]!.id],
    ]);
  }, 60_000);

  it('two instances on one database ask Daraja about each pending donation once per round', async () => {
    // The second round is 45 s after the first: only the first round happens during the test.
    const { sim, server } = await ownPaymentServer('donation-instances', 30);
    const port = await freePort();
    const second = await startServerProcess({ ...server.env, PORT: String(port) }, 'donation-instance-2');
    cleanups.push(second.stop);
    const db = server.db();
    const f = await liveFundraiserIn(db);
    const ids = await pendingDonations(db, f.id, 20);
    const attempts = async () =>
      (await db.selectFrom('donations').select('query_attempts').where('fundraiser_id', '=', f.id).execute()).map(
        (r) => r.query_attempts,
      );
    const queries = async () =>
      ((await (await fetch(`${sim.url}/simulator/stats`)).json()) as { queries: number }).queries;
    // A claim is taken before its query is sent: wait for the queries themselves.
    await waitFor(async () => (await queries()) >= 20, 'the first round of queries', 40_000);
    await new Promise((r) => setTimeout(r, 1000)); // time for a double claim to show, were there one
    expect(await queries()).toBe(20);
    expect(await attempts()).toEqual(ids.map(() => 1));
  }, 60_000);

  it('claims of one due donation racing on separate connections: exactly one wins', async () => {
    // What keeps instances apart, at full concurrency: every claim of every row sent at once.
    const { server } = await ownPaymentServer('donation-claims', 30);
    const f = await liveFundraiserIn(server.db());
    const ids = await pendingDonations(server.db(), f.id, 30);
    const due = await server
      .db()
      .selectFrom('donations')
      .select(['id', 'next_query_at'])
      .where('fundraiser_id', '=', f.id)
      .execute();
    const handles = [0, 1, 2].map(
      () => createDb({ databaseUrl: server.env.DATABASE_URL, dataDir: server.env.DATA_DIR! }).db,
    );
    cleanups.push(() => Promise.all(handles.map((h) => h.destroy())));
    const lease = new Date(Date.now() + 60_000).toISOString();
    const won = await Promise.all(
      due.flatMap((row) => handles.map((db) => claimQuery(db, row.id, row.next_query_at!, lease))),
    );
    expect(won.filter(Boolean)).toHaveLength(ids.length);
  }, 60_000);
});
