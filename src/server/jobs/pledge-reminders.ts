import { nairobiDate } from '#shared/pledges/instalments.ts';
import type { Db } from '../db/client.ts';
import { remindablePledges, remindersOf } from '../db/repositories/pledge-reminders.repository.ts';
import type { Env } from '../env.ts';
import { clock } from '../lib/clock.ts';
import type { RecurringJob } from '../queue/job-runner.ts';
import { scheduledChoice, writeReminder } from '../money/pledges/reminders/write-reminder.ts';
import { sendableFrom } from '../services/sms/quiet-hours.ts';
import type { Sms } from '../services/sms/sms.ts';

// Pledge reminders (D-234): every minute, and whenever demo mode's clock moves, the pledges that
// may be due one today are read in pages; each that is due is written by writeReminder, which
// claims it in the database first, so two runs or two instances write one text.

const JOB = 'pledge-reminders';
const PAGE = 200;

/** Nairobi midnight of the day `now` is in, as an instant. */
const dayStarts = (now: Date) => new Date(`${nairobiDate(now)}T00:00:00.000+03:00`).toISOString();

export async function runPledgeReminders(deps: { db: Db; env: Env; sms: Pick<Sms, 'wake'> }, now = clock.now()) {
  let written = 0;
  // Outside 08:00-20:00 Nairobi nothing is due (quiet hours): not even a read.
  if (sendableFrom(now, false).getTime() === now.getTime()) {
    const todayStarts = dayStarts(now);
    for (let after = ''; ;) {
      const page = await remindablePledges(deps.db, todayStarts, after, PAGE);
      const sent = await remindersOf(
        deps.db,
        page.map((p) => p.id),
      );
      for (const pledge of page) {
        const own = sent.filter((r) => r.pledge_id === pledge.id);
        if (!scheduledChoice(pledge, own, now)) continue;
        const outcome = await writeReminder(deps, pledge.id, now, null, (row, again) =>
          scheduledChoice(row, again, now),
        );
        if (outcome.kind === 'written') written++;
      }
      if (page.length < PAGE) break;
      after = page.at(-1)!.id;
    }
    if (written > 0) {
      console.log(`[pledges] ${written} reminder(s) written`);
      deps.sms.wake();
    }
  }
  await recordRun(deps.db, now);
  return written;
}

/** When the job last looked, on the server's calendar: for operators, and for tests that wait on it. */
const recordRun = (db: Db, now: Date) =>
  db
    .insertInto('maintenance_runs')
    .values({ name: JOB, last_run_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_run_at: now.toISOString() }))
    .execute();

const report = (err: unknown) => console.error('[pledges] reminders failed', err);

export const pledgeRemindersJob = (deps: { db: Db; env: Env; sms: Sms }): RecurringJob => ({
  name: JOB,
  everyMs: 60_000,
  run: () => runPledgeReminders(deps),
  report,
  onWake: (wake) => clock.onChange(wake),
});
