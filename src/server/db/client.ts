import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
}

// node-pg returns int8 (bigint columns, COUNT, SUM) as strings; our amounts fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Whether a handle (or a migration's, or a transaction's) speaks to PostgreSQL rather than SQLite. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations see Kysely<unknown>
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * SQLite plans joins well only with statistics, which nothing gathers unless asked: `optimize`
 * analyses the tables that need it, within `analysis_limit` rows each, so it takes milliseconds
 * even on a large file (D-228). PostgreSQL's autovacuum keeps its own.
 */
export async function refreshPlannerStatistics(handle: DbHandle) {
  if (handle.dialect !== 'sqlite') return;
  await sql`pragma analysis_limit = 1000`.execute(handle.db);
  await sql`pragma optimize = 0x10002`.execute(handle.db);
}

/** SQLite under dataDir unless databaseUrl names a PostgreSQL server. */
export function createDb(opts: { databaseUrl?: string; dataDir: string }): DbHandle {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) emits an error
    // on the pool; without a listener Node would end the whole process. The pool drops the
    // connection and opens a new one for the next query, so it is only logged.
    pool.on('error', (err) => console.warn(`[db] an idle PostgreSQL connection ended: ${err.message}`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = new SQLite(path.join(opts.dataDir, 'harambee.db'));
  // WAL lets the admin CLI and the server use the file at once; busy_timeout rides out the overlap.
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) }),
    dialect: 'sqlite',
  };
}

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare: that
 * was the largest single cost of an API request. The same SQL text reuses its compiled statement
 * (a few hundred distinct texts at most; the oldest is dropped past that). A statement still busy
 * with an iteration is never handed out twice.
 */
function withStatementCache(file: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = file.prepare(sql);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
      return statement;
    },
  };
}
