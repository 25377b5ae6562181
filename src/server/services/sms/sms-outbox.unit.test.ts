import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { queueText } from './sms-outbox.ts';

// Quiet hours as the outbox records them, with the clock given (D-210): a text written at night
// waits for 08:00 Nairobi (05:00Z); a code goes at once. A real SQLite database, migrated.

let db: Db;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-sms-outbox-'));
  db = createDb({ dataDir: dir }).db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rowOf = (to: string) =>
  db
    .selectFrom('outbox')
    .select(['status', 'send_after', 'channel'])
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();

describe('queueText', () => {
  it('holds a text written at 21:00 Nairobi until 08:00 the next day', async () => {
    await queueText(db, { to: '254711000001', purpose: 'receipt', text: 'x' }, new Date('2026-11-26T18:00:00.000Z'));
    expect(await rowOf('254711000001')).toEqual({
      status: 'pending',
      channel: 'sms',
      send_after: '2026-11-27T05:00:00.000Z',
    });
  });

  it('sends a text written at noon at once, and a code at once even at night', async () => {
    await queueText(db, { to: '254711000002', purpose: 'receipt', text: 'x' }, new Date('2026-11-26T09:00:00.000Z'));
    await queueText(db, { to: '254711000003', purpose: 'phone-code', text: 'x' }, new Date('2026-11-26T23:00:00.000Z'));
    expect((await rowOf('254711000002')).send_after).toBeNull();
    expect((await rowOf('254711000003')).send_after).toBeNull();
  });
});
