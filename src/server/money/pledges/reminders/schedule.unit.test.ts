import { describe, expect, it } from 'vitest';
import { PLEDGE_REMINDER_DEFAULTS } from '#shared/schemas/pledge-reminders.schema.ts';
import { reminderSchedule, type ScheduleInput } from './schedule.ts';

// The reminder schedule (D-234): 3 days before, on the day, then every 7 days up to 3 times, by
// default; Nairobi is UTC+3, so 08:00 there is 05:00Z and 20:00 is 17:00Z.

const pledge = {
  state: 'confirmed' as const,
  amount_minor: 500_000,
  paid_minor: 0,
  due_date: '2026-12-10',
  instalments: 1,
  period: null,
  confirmed_at: '2026-12-01T10:00:00.000Z',
};

const at = (iso: string) => new Date(iso);
const base: Omit<ScheduleInput, 'now'> = {
  pledge,
  settings: { ...PLEDGE_REMINDER_DEFAULTS },
  sent: [],
  optedOut: false,
  fundraiserLive: true,
};
const schedule = (now: string, over: Partial<ScheduleInput> = {}) =>
  reminderSchedule({ ...base, now: at(now), ...over });
const sent = (...slots: [string, string][]) => slots.map(([slot, send_at]) => ({ slot, send_at }));

describe('the reminder schedule', () => {
  it('reminds days before the due date at 08:00 Nairobi, not at 06:00', () => {
    expect(schedule('2026-12-07T03:00:00.000Z')).toEqual({ due: null, next: '2026-12-07T05:00:00.000Z', never: null });
    expect(schedule('2026-12-07T05:00:00.000Z').due).toEqual({
      slot: '1:before',
      occasion: 'before',
      dueDate: '2026-12-10',
      amountMinor: 500_000,
    });
    // Once sent, the next is on the day itself.
    const after = schedule('2026-12-07T09:00:00.000Z', { sent: sent(['1:before', '2026-12-07T05:00:00.000Z']) });
    expect(after).toEqual({ due: null, next: '2026-12-10T05:00:00.000Z', never: null });
  });

  it('reminds on the day, then every K days while unpaid, at most M times', () => {
    const history = sent(['1:before', '2026-12-07T05:00:00.000Z']);
    const steps: [string, string | null][] = [
      ['2026-12-10T06:00:00.000Z', '1:due'],
      ['2026-12-17T06:00:00.000Z', '1:after1'],
      ['2026-12-24T06:00:00.000Z', '1:after2'],
      ['2026-12-31T06:00:00.000Z', '1:after3'],
      ['2027-01-07T06:00:00.000Z', null],
      ['2027-03-01T06:00:00.000Z', null],
    ];
    for (const [now, slot] of steps) {
      const answer = schedule(now, { sent: history });
      expect(answer.due?.slot ?? null, now).toBe(slot);
      if (slot) history.push({ slot, send_at: now });
    }
    expect(history).toHaveLength(5);
    expect(schedule('2027-01-07T06:00:00.000Z', { sent: history }).next).toBeNull();
  });

  it('honours the owner’s settings: no early reminder, every 2 days, once after', () => {
    const settings = { enabled: true, days_before: 0, every_days: 2, max_after: 1 };
    expect(schedule('2026-12-07T06:00:00.000Z', { settings }).due).toBeNull();
    expect(schedule('2026-12-07T06:00:00.000Z', { settings }).next).toBe('2026-12-10T05:00:00.000Z');
    const history = sent(['1:due', '2026-12-10T06:00:00.000Z']);
    expect(schedule('2026-12-12T06:00:00.000Z', { settings, sent: history }).due?.slot).toBe('1:after1');
    history.push({ slot: '1:after1', send_at: '2026-12-12T06:00:00.000Z' });
    expect(schedule('2026-12-14T06:00:00.000Z', { settings, sent: history })).toEqual({
      due: null,
      next: null,
      never: null,
    });
  });

  it('keeps quiet hours: after 20:00 the day’s reminder waits for 08:00, and then still goes', () => {
    expect(schedule('2026-12-10T17:30:00.000Z')).toEqual({ due: null, next: '2026-12-11T05:00:00.000Z', never: null });
    expect(schedule('2026-12-11T05:00:00.000Z').due?.slot).toBe('1:due');
  });

  it('sends only the latest occasion that has come, never a backlog', () => {
    // The server missed the day itself and the first week after: only 'after1' goes, once.
    expect(schedule('2026-12-20T06:00:00.000Z').due?.slot).toBe('1:after1');
    const history = sent(['1:after1', '2026-12-20T06:00:00.000Z']);
    expect(schedule('2026-12-20T12:00:00.000Z', { sent: history }).due).toBeNull();
    expect(schedule('2026-12-24T06:00:00.000Z', { sent: history }).due?.slot).toBe('1:after2');
  });

  it('counts a reminder the owner sent: no second one that day or for that occasion', () => {
    const manual = sent(['manual:2026-12-10', '2026-12-10T05:30:00.000Z']);
    expect(schedule('2026-12-10T09:00:00.000Z', { sent: manual }).due).toBeNull();
    expect(schedule('2026-12-12T09:00:00.000Z', { sent: manual }).due).toBeNull();
    expect(schedule('2026-12-17T09:00:00.000Z', { sent: manual }).due?.slot).toBe('1:after1');
  });

  it('does not remind for occasions on or before the day the pledge was confirmed', () => {
    const late = { ...pledge, confirmed_at: '2026-12-08T07:00:00.000Z' };
    expect(schedule('2026-12-08T09:00:00.000Z', { pledge: late })).toEqual({
      due: null,
      next: '2026-12-10T05:00:00.000Z',
      never: null,
    });
    const sameDay = { ...pledge, confirmed_at: '2026-12-10T07:00:00.000Z' };
    expect(schedule('2026-12-10T09:00:00.000Z', { pledge: sameDay }).due).toBeNull();
    expect(schedule('2026-12-17T09:00:00.000Z', { pledge: sameDay }).due?.slot).toBe('1:after1');
  });

  it('asks for each instalment in turn, for what is due by its date and not paid', () => {
    const monthly = { ...pledge, amount_minor: 300_000, instalments: 3, period: 'monthly' as const };
    expect(schedule('2026-12-07T06:00:00.000Z', { pledge: monthly }).due).toMatchObject({
      slot: '1:before',
      amountMinor: 100_000,
    });
    // The first instalment paid: its later reminders stop; the second is asked for next month.
    const paid = { ...monthly, paid_minor: 100_000 };
    expect(schedule('2026-12-17T06:00:00.000Z', { pledge: paid })).toEqual({
      due: null,
      next: '2027-01-07T05:00:00.000Z',
      never: null,
    });
    expect(schedule('2027-01-07T06:00:00.000Z', { pledge: paid }).due).toMatchObject({
      slot: '2:before',
      dueDate: '2027-01-10',
      amountMinor: 100_000,
    });
    // Half of the second paid, the first not at all: on the second's day, what is due by then is asked.
    const behind = { ...monthly, paid_minor: 50_000 };
    expect(schedule('2027-01-10T06:00:00.000Z', { pledge: behind }).due).toMatchObject({
      slot: '2:due',
      amountMinor: 150_000,
    });
  });

  it('reminds no pledge that is released, fulfilled, unconfirmed, opted out, switched off or not live', () => {
    const now = '2026-12-10T06:00:00.000Z';
    const cases: [Partial<ScheduleInput>, string][] = [
      [{ pledge: { ...pledge, state: 'released' } }, 'released'],
      [{ pledge: { ...pledge, paid_minor: 500_000 } }, 'fulfilled'],
      [{ pledge: { ...pledge, paid_minor: 600_000, state: 'released' } }, 'fulfilled'],
      [{ pledge: { ...pledge, state: 'unconfirmed', confirmed_at: null } }, 'unconfirmed'],
      [{ optedOut: true }, 'opted_out'],
      [{ settings: { ...PLEDGE_REMINDER_DEFAULTS, enabled: false } }, 'disabled'],
      [{ fundraiserLive: false }, 'not_live'],
    ];
    for (const [over, never] of cases) expect(schedule(now, over)).toEqual({ due: null, next: null, never });
    expect(schedule(now).due?.slot).toBe('1:due');
  });
});
