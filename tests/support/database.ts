import { inject } from 'vitest';
import { createDb, type Db } from '#server/db/client.ts';

// Direct database access for what a test cannot wait for in real time (an expired code, say).
// It opens the same database the server process uses, through the same client code.

let handle: Db | undefined;

export function testDb(): Db {
  const env = inject('serverEnv');
  return (handle ??= createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! }).db);
}

export async function closeTestDb() {
  await handle?.destroy();
  handle = undefined;
}
