import { execFileSync } from 'node:child_process';

// The PostgreSQL server bench:load puts its throwaway database on: the tests' own (TEST_DATABASE_URL)
// when it is set, or the one scripts/start-test-postgres.sh starts on 127.0.0.1 (or finds running).
// The cluster creates its database there and drops it at the end; the server itself is left as found.

export function postgresForBench() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const printed = execFileSync('scripts/start-test-postgres.sh', { encoding: 'utf8' });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(printed)?.[1];
  if (!url) throw new Error(`scripts/start-test-postgres.sh printed no URL:\n${printed}`);
  return url;
}
