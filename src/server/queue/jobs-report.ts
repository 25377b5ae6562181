import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { JOBS_SCHEMA } from './pg-boss-runner.ts';

export interface JobFailure {
  id: string;
  at: Date;
  tries: number;
  error: string;
}

export interface QueueReport {
  name: string;
  /** Runs in pg-boss's table by state (finished ones move to its archive after an hour). */
  states: Record<string, number>;
  /** The latest runs kept as failed, newest first, from the table and the archive (eight days). */
  failures: JobFailure[];
}

const table = (name: string) => sql.id(JOBS_SCHEMA, name);

/**
 * What pg-boss knows of each queue (D-223): how many runs are in each state and the latest that
 * failed for good. Null when pg-boss has never started on this database. Its tables are read
 * directly because pg-boss 10 has no call that lists failed jobs.
 */
export async function jobsReport(db: Db, failuresPerQueue = 5): Promise<QueueReport[] | null> {
  const installed = await sql<{
    found: string | null;
  }>`select to_regclass(${`${JOBS_SCHEMA}.queue`})::text as found`.execute(db);
  if (!installed.rows[0]?.found) return null;
  const queues = await sql<{ name: string }>`select name from ${table('queue')} order by name`.execute(db);
  const states = await sql<{ name: string; state: string; size: number }>`
    select name, state::text as state, count(*)::int as size from ${table('job')} group by name, state`.execute(db);
  const failures = await sql<{ name: string; id: string; at: Date; tries: number; error: string | null }>`
    select name, id, at, tries, error from (
      select name, id, completed_on as at, retry_count + 1 as tries,
        coalesce(output->>'message', output->>'value', output::text) as error,
        row_number() over (partition by name order by completed_on desc) as n
      from (
        select name, id, completed_on, retry_count, output from ${table('job')} where state = 'failed'
        union all
        select name, id, completed_on, retry_count, output from ${table('archive')} where state = 'failed'
      ) failed
    ) ranked
    where n <= ${failuresPerQueue}
    order by name, at desc`.execute(db);
  return queues.rows.map(({ name }) => ({
    name,
    states: Object.fromEntries(states.rows.filter((s) => s.name === name).map((s) => [s.state, s.size])),
    failures: failures.rows
      .filter((f) => f.name === name)
      .map((f) => ({ id: f.id, at: new Date(f.at), tries: Number(f.tries), error: f.error ?? '(no message)' })),
  }));
}

/** The report as `npm run admin -- jobs` prints it. */
export function formatJobsReport(report: QueueReport[] | null) {
  if (!report) return 'No background job has run on this database yet (pg-boss has not started here).';
  if (report.length === 0) return 'pg-boss has no queues on this database yet.';
  return report
    .map(({ name, states, failures }) => {
      const counts = ['created', 'retry', 'active', 'completed', 'failed']
        .map((state) => `${state} ${states[state] ?? 0}`)
        .join(', ');
      const lines = failures.map(
        (f) => `  failed ${f.at.toISOString()} after ${f.tries} tries: ${f.error.split('\n')[0]} (run ${f.id})`,
      );
      return [`${name}: ${counts}`, ...(lines.length ? lines : ['  no failed runs kept'])].join('\n');
    })
    .join('\n');
}
