import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { PLEDGE_REMINDER_DEFAULTS, REMINDER_MSG } from '#shared/schemas/pledge-reminders.schema.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import type { Session } from '#tests/support/api.ts';
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
} from './reminders.test-support.ts';

// "Send one reminder now" and the owner's schedule (D-235), on a server and an SMS simulator of
// the test's own (the calendar is moved by demo mode's clock, D-234).

let w: World;
let owner: Awaited<ReturnType<typeof verifiedUser>>;
let treasurer: Awaited<ReturnType<typeof verifiedUser>>;
let stranger: Awaited<ReturnType<typeof verifiedUser>>;
beforeAll(async () => {
  w = await reminderWorld('pledge-reminders-api');
  [owner, treasurer, stranger] = [
    await verifiedUser('owner', w.api),
    await verifiedUser('treasurer', w.api),
    await verifiedUser('stranger', w.api),
  ];
}, 90_000);
afterAll(async () => {
  await w?.dispose();
});

/** A live fundraiser of the owner's, with an active treasurer. */
async function fundraiser() {
  const f = await liveFundraiserIn(w.db, owner.user.id);
  const now = new Date().toISOString();
  await w.db
    .insertInto('fundraiser_treasurers')
    .values({
      id: randomUUID(),
      fundraiser_id: f.id,
      email_address: treasurer.email,
      token_hash: null,
      expires_at: now,
      invited_by: owner.user.id,
      invited_at: now,
      user_id: treasurer.user.id,
      accepted_at: now,
      removed_at: null,
    })
    .execute();
  return f;
}

const remind = (session: Session, id: string) => session.post(`/pledges/${id}/remind/`);
const settingsPath = (code: string) => `/fundraisers/${code}/pledge-reminders/`;

describe('send one reminder now', () => {
  it('is for the owner and treasurers only, once a day, and goes at 08:00 when asked at night', async () => {
    await resetClock(w);
    const f = await fundraiser();
    const p = await openPledge(w, f.shortCode, { amount: 3000, due_date: day(20) });
    const q = await openPledge(w, f.shortCode, { amount: 2000, due_date: day(20), email: 'achieng@example.test' });
    // 21:00 in Nairobi: written now, held until 08:00.
    await setClock(w, at(day(1), '21:00'));
    expect((await remind(stranger.session, p.id)).status).toBe(403);
    expect((await remind(owner.session, 'NOSUCHPLEDGE')).status).toBe(404);
    const night = await remind(owner.session, p.id);
    expect(night.status, JSON.stringify(night.body)).toBe(202);
    expect(night.body).toEqual({ message: REMINDER_MSG.queuedMorning, data: { send_at: at(day(2), '08:00') } });
    const again = await remind(treasurer.session, p.id);
    expect([again.status, again.body.message]).toEqual([429, REMINDER_MSG.onceADay]);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    const held = await w.db
      .selectFrom('outbox')
      .select(['status', 'send_after', 'subject'])
      .where('to_address', '=', p.phone)
      .where('subject', '=', 'pledge-reminder')
      .execute();
    expect(held).toEqual([{ status: 'pending', send_after: at(day(2), '08:00'), subject: 'pledge-reminder' }]);
    // A treasurer's, in the day: sent at once, asking for the next instalment.
    await setClock(w, at(day(3), '10:00'));
    const now = await remind(treasurer.session, q.id);
    expect(now.body).toEqual({ message: REMINDER_MSG.queued, data: { send_at: expect.any(String) } });
    const [text] = await waitForReminders(w, q.phone, 1);
    expect(text).toContain(`KES 2,000 due ${dayMonth(day(20))}.`);
    // STOP before 08:00 drops the reminder still waiting for the morning.
    await textShortcode(w, p.phone, 'ACHA');
    const dropped = await w.db
      .selectFrom('outbox')
      .select(['status', 'last_error'])
      .where('to_address', '=', p.phone)
      .where('subject', '=', 'pledge-reminder')
      .executeTakeFirstOrThrow();
    expect(dropped).toEqual({ status: 'failed', last_error: 'opted out (STOP)' });
    const refused = await remind(owner.session, p.id);
    expect([refused.status, refused.body.message]).toEqual([409, REMINDER_MSG.optedOut]);
    // By e-mail too, since the pledger gave an address; never printed to the demo log (the link).
    const mail = await w.db
      .selectFrom('outbox')
      .select(['subject', 'text', 'private'])
      .where('to_address', '=', 'achieng@example.test')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ subject: `Reminder: your pledge to ${f.shortCode}`, private: 1 });
    expect(mail.text).toContain(`/p/${q.id}?t=${q.token}`);
    // The owner's list carries each pledge's reminders and the next one.
    const list = await owner.session.get(`/fundraisers/${f.shortCode}/pledges/`);
    const rowOf = (id: string) => (list.body.data as { id: string }[]).find((r) => r.id === id);
    expect(rowOf(p.id)).toMatchObject({
      reminders: [{ kind: 'manual', sms: 'failed', email: false, send_at: at(day(2), '08:00') }],
      next_reminder_at: null,
      reminders_off: 'opted_out',
    });
    expect(rowOf(q.id)).toMatchObject({
      reminders: [{ kind: 'manual', sms: expect.stringMatching(/^(sent|delivered)$/), email: true }],
      next_reminder_at: at(day(17), '08:00'),
      reminders_off: null,
    });
  }, 120_000);

  it('is refused for a released or fully paid pledge, with a clear message', async () => {
    await resetClock(w);
    const f = await fundraiser();
    const p = await openPledge(w, f.shortCode, { due_date: day(5) });
    await w.db
      .updateTable('pledges')
      .set({ state: 'released', released_at: new Date().toISOString() })
      .where('id', '=', p.id)
      .execute();
    const released = await remind(owner.session, p.id);
    expect([released.status, released.body.message]).toEqual([409, REMINDER_MSG.released]);
    const paid = await openPledge(w, f.shortCode, { amount: 1000, due_date: day(5) });
    await w.db.updateTable('pledges').set({ paid_minor: 100_000 }).where('id', '=', paid.id).execute();
    const fulfilled = await remind(owner.session, paid.id);
    expect([fulfilled.status, fulfilled.body.message]).toEqual([409, REMINDER_MSG.fulfilled]);
    expect(await remindersTo(w, p.phone)).toEqual([]);
  }, 60_000);
});

describe('the reminder schedule of a fundraiser', () => {
  it('has sensible defaults, is read by owner and treasurers, set by the owner within limits', async () => {
    await resetClock(w);
    const f = await fundraiser();
    const read = await owner.session.get(settingsPath(f.shortCode));
    expect(read.body).toEqual({ data: { ...PLEDGE_REMINDER_DEFAULTS, updated_at: null } });
    expect((await treasurer.session.get(settingsPath(f.shortCode))).status).toBe(200);
    expect((await stranger.session.get(settingsPath(f.shortCode))).status).toBe(403);
    const wanted = { enabled: true, days_before: 0, every_days: 2, max_after: 1 };
    expect((await treasurer.session.request(settingsPath(f.shortCode), { method: 'PUT', json: wanted })).status).toBe(
      403,
    );
    const bad = await owner.session.request(settingsPath(f.shortCode), {
      method: 'PUT',
      json: { enabled: true, days_before: 8, every_days: 1, max_after: 6 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      days_before: [REMINDER_MSG.daysBefore],
      every_days: [REMINDER_MSG.everyDays],
      max_after: [REMINDER_MSG.maxAfter],
    });
    const saved = await owner.session.request(settingsPath(f.shortCode), { method: 'PUT', json: wanted });
    expect(saved.body.data).toMatchObject(wanted);
    expect(saved.body.data.updated_at).toEqual(expect.any(String));
    expect((await owner.session.get(settingsPath('NOSUCH'))).body.message).toBe(MSG.fundraiserNotFound);

    // No early reminder, on the day, once 2 days later, then none.
    const p = await openPledge(w, f.shortCode, { due_date: day(4) });
    await setClock(w, at(day(1), '09:00'));
    expect(await remindersTo(w, p.phone)).toEqual([]);
    await setClock(w, at(day(4), '09:00'));
    await waitForReminders(w, p.phone, 1);
    await setClock(w, at(day(6), '09:00'));
    await waitForReminders(w, p.phone, 2);
    await setClock(w, at(day(8), '09:00'));
    await setClock(w, at(day(10), '09:00'));
    expect(await remindersTo(w, p.phone)).toHaveLength(2);
  }, 120_000);

  it('switched off, sends none by schedule, while the owner may still send one by hand', async () => {
    await resetClock(w);
    const f = await fundraiser();
    const off = { ...PLEDGE_REMINDER_DEFAULTS, enabled: false };
    expect((await owner.session.request(settingsPath(f.shortCode), { method: 'PUT', json: off })).status).toBe(200);
    const p = await openPledge(w, f.shortCode, { due_date: day(3) });
    await setClock(w, at(day(3), '09:00'));
    expect(await remindersTo(w, p.phone)).toEqual([]);
    expect((await remind(owner.session, p.id)).status).toBe(202);
    expect((await waitForReminders(w, p.phone, 1))[0]).toContain('due today.');
  }, 60_000);
});

describe("demo mode's clock", () => {
  it('moves the calendar, goes on from there, refuses a time it cannot read, and gives the real time back', async () => {
    const api = (path: string, opts: Parameters<Session['request']>[1] = {}) => owner.session.request(path, opts);
    expect((await api('/dev/clock', { method: 'PUT', json: { now: 'tomorrow' } })).status).toBe(400);
    const set = await api('/dev/clock', { method: 'PUT', json: { now: at(day(30), '06:00') } });
    const moved = Date.parse((await api('/dev/clock')).body.now);
    expect(moved - Date.parse(at(day(30), '06:00'))).toBeGreaterThanOrEqual(0);
    expect(moved - Date.parse(set.body.now)).toBeLessThan(10_000);
    const back = Date.parse((await api('/dev/clock', { method: 'DELETE' })).body.now);
    expect(Math.abs(back - Date.now())).toBeLessThan(10_000);
  });
});
