import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { liveFundraiserIn } from '#tests/support/own-server.ts';
import {
  at,
  day,
  dayMonth,
  openPledge,
  reminderWorld,
  remindersTo,
  resetClock,
  setClock,
  textShortcode,
  waitForReminders,
  type World,
} from '../routes/pledge-reminders/reminders.test-support.ts';

// The reminder job against a real server, its database and the SMS simulator (D-234, D-236), the
// server's calendar moved by demo mode's clock: 3 days before, on the day, then every 7 days, at
// most 3 times after (the defaults), between 08:00 and 20:00 Nairobi only.

let w: World;
beforeAll(async () => {
  w = await reminderWorld('pledge-reminders');
}, 90_000);
afterAll(async () => {
  await w?.dispose();
});

const slotsOf = async (pledgeId: string) =>
  (
    await w.db
      .selectFrom('pledge_reminders')
      .select('slot')
      .where('pledge_id', '=', pledgeId)
      .orderBy('send_at')
      .execute()
  ).map((r) => r.slot);

describe('the pledge reminder job', () => {
  it('reminds at 08:00 not 06:00, on the day, then every 7 days up to 3 times, and no more', async () => {
    await resetClock(w);
    const f = await liveFundraiserIn(w.db);
    const p = await openPledge(w, f.shortCode, { amount: 5000, due_date: day(10) });
    await setClock(w, at(day(7), '06:00'));
    // Not written at all (not merely held by the outbox until 08:00).
    expect(await remindersTo(w, p.phone)).toEqual([]);
    expect(await slotsOf(p.id)).toEqual([]);
    await setClock(w, at(day(7), '08:00'));
    const [first] = await waitForReminders(w, p.phone, 1);
    expect(first).toContain(`KES 5,000 due ${dayMonth(day(10))}.`);
    // The pledge's own link, the one the confirmation gave, and the paybill line with its numeric
    // account (D-254).
    const { account_number } = await w.db
      .selectFrom('pledges')
      .select('account_number')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(first).toContain(`/p/${p.id}?t=${p.token} or Paybill 174379 A/C ${account_number}.`);
    await setClock(w, at(day(7), '15:00'));
    await setClock(w, at(day(9), '10:00'));
    expect(await remindersTo(w, p.phone)).toHaveLength(1);
    await setClock(w, at(day(10), '09:00'));
    expect((await waitForReminders(w, p.phone, 2))[0]).toContain('KES 5,000 due today.');
    for (const [n, after] of [
      [3, 17],
      [4, 24],
      [5, 31],
    ] as const) {
      await setClock(w, at(day(after), '09:00'));
      expect((await waitForReminders(w, p.phone, n))[0]).toContain(`KES 5,000 was due ${dayMonth(day(10))}.`);
    }
    // At most 3 after the date.
    await setClock(w, at(day(38), '09:00'));
    await setClock(w, at(day(45), '09:00'));
    expect(await remindersTo(w, p.phone)).toHaveLength(5);
    const row = await w.db.selectFrom('pledges').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.reminders_sent).toBe(5);
    expect(await slotsOf(p.id)).toEqual(['1:before', '1:due', '1:after1', '1:after2', '1:after3']);
  }, 180_000);

  it('stops for a number that texted STOP and for a released pledge, while others are reminded', async () => {
    await resetClock(w);
    const f = await liveFundraiserIn(w.db);
    const stopped = await openPledge(w, f.shortCode, { due_date: day(5) });
    const released = await openPledge(w, f.shortCode, { due_date: day(5) });
    const kept = await openPledge(w, f.shortCode, { due_date: day(5), language: 'sw' });
    await textShortcode(w, stopped.phone, ' stop ');
    const release = await new Session(undefined, w.api).post(
      `/pledges/${released.id}/release/?t=${encodeURIComponent(released.token)}`,
    );
    expect(release.status, JSON.stringify(release.body)).toBe(200);
    await setClock(w, at(day(2), '08:30'));
    const [reminder] = await waitForReminders(w, kept.phone, 1);
    expect(reminder).toMatch(new RegExp(`^Ahadi kwa '.*': KES 5,000 inadaiwa ${dayMonth(day(5))}\\. Lipa `));
    await setClock(w, at(day(5), '08:30'));
    await waitForReminders(w, kept.phone, 2);
    expect(await remindersTo(w, stopped.phone)).toEqual([]);
    expect(await remindersTo(w, released.phone)).toEqual([]);
  }, 120_000);
});
