import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '#server/db/client.ts';
import { runPledgeReminders } from '#server/jobs/pledge-reminders.ts';
import { dialect } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { liveFundraiserIn } from '#tests/support/own-server.ts';
import {
  at,
  day,
  openPledge,
  reminderWorld,
  remindersTo,
  resetClock,
  setClock,
  waitForReminders,
  type World,
} from '../routes/pledge-reminders/reminders.test-support.ts';

// Reminders claimed in the database (D-234): runs of the job at once, each on its own connection
// pool as two instances would be, and taps of "send one now" at once, write one reminder each,
// and the phone gets one text. PostgreSQL: real concurrent transactions.

describe.runIf(dialect() === 'postgres')('reminders at once, on PostgreSQL', () => {
  let w: World;
  const pools: Db[] = [];
  beforeAll(async () => {
    w = await reminderWorld('pledge-reminders-race');
    for (let i = 0; i < 3; i++) pools.push(createDb({ databaseUrl: w.env.DATABASE_URL, dataDir: os.tmpdir() }).db);
  }, 90_000);
  afterAll(async () => {
    for (const pool of pools) await pool.destroy();
    await w?.dispose();
  });

  it('six runs at once write each due reminder once, and each phone gets one text', async () => {
    await resetClock(w);
    const f = await liveFundraiserIn(w.db);
    const pledges = [];
    for (let i = 0; i < 5; i++) pledges.push(await openPledge(w, f.shortCode, { due_date: day(3) }));
    // The server's own job is kept out of it: its calendar stays at night.
    await setClock(w, at(day(2), '23:00'));
    const now = new Date(at(day(3), '09:00'));
    const runs = Array.from({ length: 6 }, (_, i) =>
      runPledgeReminders({ db: pools[i % pools.length]!, env: w.env, sms: { wake: () => {} } }, now),
    );
    const written = await Promise.all(runs);
    expect(written.reduce((a, b) => a + b, 0)).toBe(5);
    for (const p of pledges) {
      const rows = await w.db.selectFrom('pledge_reminders').select('slot').where('pledge_id', '=', p.id).execute();
      expect(rows).toEqual([{ slot: '1:due' }]);
      await waitForReminders(w, p.phone, 1);
    }
    // Time for a second text to show, were there one.
    await new Promise((r) => setTimeout(r, 3000));
    for (const p of pledges) expect(await remindersTo(w, p.phone)).toHaveLength(1);
  }, 120_000);

  it('"send one now" tapped five times at once sends one', async () => {
    await resetClock(w);
    const owner = await verifiedUser('race-owner', w.api);
    const f = await liveFundraiserIn(w.db, owner.user.id);
    const p = await openPledge(w, f.shortCode, { due_date: day(9) });
    await setClock(w, at(day(1), '10:00'));
    const taps = await Promise.all(Array.from({ length: 5 }, () => owner.session.post(`/pledges/${p.id}/remind/`)));
    expect(taps.map((t) => t.status).sort()).toEqual([202, 429, 429, 429, 429]);
    await waitForReminders(w, p.phone, 1);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await remindersTo(w, p.phone)).toHaveLength(1);
  }, 90_000);
});
