import type { Dialect } from '../db/client.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import type { JobRunner } from './job-runner.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';

/**
 * pg-boss when the database is PostgreSQL, where several instances may share it; otherwise the
 * in-process runner (D-223). Either way nothing more to configure: pg-boss uses DATABASE_URL.
 */
export function createJobRunner(database: { dialect: Dialect; databaseUrl?: string }): JobRunner {
  if (database.dialect === 'postgres' && database.databaseUrl)
    return createPgBossRunner({ connectionString: database.databaseUrl });
  return createInProcessRunner();
}
