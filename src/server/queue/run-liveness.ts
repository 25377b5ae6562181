import pg from 'pg';

// The first key of every run's advisory lock: the second is the hash of the run's id.
const LOCK_SPACE = 22_300;

/**
 * How an instance shows that its runs are alive (D-223): while it runs a pg-boss job it holds an
 * advisory lock named after the job on a session of its own. PostgreSQL ends a session whose
 * process died (its socket closes), and the lock with it, so a run left active without its lock
 * belongs to an instance that is gone. pg-boss 10 would only notice at the run's expiry.
 */
export function createRunLiveness(connectionString: string) {
  let session: Promise<pg.Client> | null = null;
  const connect = () => {
    const client = new pg.Client({ connectionString, application_name: 'harambee-jobs-runs' });
    const forget = () => {
      if (session === opened) session = null;
    };
    // A session PostgreSQL ended took its locks along: the next run opens another.
    client.on('error', (err) => {
      if (session === opened) console.warn(`[jobs] run-liveness session ended: ${err.message}`);
      forget();
    });
    client.on('end', forget);
    const opened = client.connect().then(() => client);
    opened.catch(forget);
    return opened;
  };
  const query = async (text: string, values: unknown[]) => (await (session ??= connect())).query(text, values);
  return {
    /**
     * Takes the lock of a run (its id) or of another name. False when another instance holds it:
     * for a run, one pg-boss gave up on at its timeout that is still going there.
     */
    hold: async (name: string) =>
      (await query('select pg_try_advisory_lock($1, hashtext($2)) as held', [LOCK_SPACE, name])).rows[0]?.held === true,
    release: (name: string) =>
      query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, name]).catch(() => undefined),
    async close() {
      const open = session;
      session = null;
      await open?.then((client) => client.end()).catch(() => undefined);
    },
  };
}

/**
 * Runs of the queues in $1 that are active without their lock, a few seconds after they began
 * (the gap between fetching a run and locking it): their instance died mid-run.
 */
export const abandonedRunsSql = (schema: string) => `
  select j.name, j.id::text as id from ${schema}.job j
  where j.name = any($1::text[]) and j.state = 'active' and j.started_on < now() - interval '5 seconds'
    and not exists (
      select 1 from pg_locks l
      where l.locktype = 'advisory' and l.granted and l.objsubid = 2 and l.classid = ${LOCK_SPACE}
        and l.database = (select oid from pg_database where datname = current_database())
        and l.objid = (hashtext(j.id::text)::bigint & 4294967295)::oid
    )`;
