import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '#server/db/client.ts';
import { dialect } from '#tests/support/api.ts';
import { createPgDatabase } from '#tests/setup/pg-database.ts';

// PostgreSQL ends connections on its own (a restart, a failover, an administrator): an idle pool
// connection ended that way must not end the process, and the next query must work. PostgreSQL
// only: SQLite has no connections to end.

describe.runIf(dialect() === 'postgres')('the PostgreSQL pool', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const done of cleanup.reverse()) await done();
  });

  it('survives an idle connection the server terminates, and answers the next query', async () => {
    const database = await createPgDatabase(inject('serverEnv').DATABASE_URL!, 'pool_error');
    cleanup.push(database.drop);
    const { db } = createDb({ databaseUrl: database.url, dataDir: os.tmpdir() });
    cleanup.push(() => db.destroy());
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const admin = createDb({ databaseUrl: database.url, dataDir: os.tmpdir() }).db;
    cleanup.push(() => admin.destroy());
    // The pool's connection is idle now; the server ends it.
    const ended = await sql<{ ok: boolean }>`select pg_terminate_backend(${rows[0]!.pid}) as ok`.execute(admin);
    expect(ended.rows[0]!.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    const again = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(again.rows).toEqual([{ one: 1 }]);
  });
});
