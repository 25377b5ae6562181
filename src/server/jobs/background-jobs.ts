import type { Deps } from '../deps.ts';
import { createJobRunner } from '../queue/create-job-runner.ts';
import { identityDocumentsJob } from './identity-documents.ts';
import { mailOutboxJob } from './mail-outbox.ts';
import { mediaSweepJob, sweepMediaSoon } from './media-sweep.ts';
import { paymentQueriesJob } from './payment-queries.ts';
import { payoutsJob } from './payouts.ts';
import { pledgeRemindersJob } from './pledge-reminders.ts';
import { refundsJob } from './refunds.ts';
import { smsOutboxJob } from './sms-outbox.ts';

/**
 * Everything the server does in the background, on the runner the database calls for (D-223):
 * pg-boss on PostgreSQL, this process on SQLite. Returns the runner, to stop with the server.
 */
export async function startBackgroundJobs(deps: Deps) {
  const runner = createJobRunner({ dialect: deps.dialect, databaseUrl: deps.env.DATABASE_URL });
  const jobs = [
    paymentQueriesJob,
    payoutsJob,
    refundsJob,
    smsOutboxJob,
    mailOutboxJob,
    mediaSweepJob,
    pledgeRemindersJob,
    identityDocumentsJob,
  ];
  for (const job of jobs) runner.register(job(deps));
  await runner.start();
  await sweepMediaSoon(deps);
  return runner;
}
