import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { numericAccount } from '#shared/account-number.ts';
import { createDb } from './client.ts';
import { migrateToLatest } from './migrate.ts';
import { down, up } from './migrations/042-account-numbers.ts';
import { takeAccountNumber } from './repositories/account-numbers.repository.ts';

// Fundraisers and pledges made before migration 042 get numeric accounts in the order they were
// made, none shared between the two, and the next ones follow on (D-254).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-042-'));
const { db } = createDb({ dataDir });
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const at = (minute: number) => `2026-11-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('migration 042 (numeric paybill accounts)', () => {
  it('numbers every existing fundraiser, then every pledge, in the order made, and new ones after', async () => {
    await migrateToLatest(db);
    await down(db as unknown as Kysely<unknown>);
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    // Inserted out of order: the numbers follow created_at, not the rows' order.
    for (const [id, minute] of [
      ['f-late', 30],
      ['f-early', 5],
      ['f-mid', 10],
    ] as const)
      await db
        .insertInto('fundraisers')
        .values({
          id,
          short_code: id,
          user_id: 'u',
          category_id: 1,
          status: 'live',
          currency: 'KES',
          created_at: at(minute),
          updated_at: at(minute),
        } as never)
        .execute();
    for (const [id, minute, number] of [
      ['p-2', 40, 2],
      ['p-1', 35, 1],
    ] as const)
      await db
        .insertInto('pledges')
        .values({
          id,
          fundraiser_id: 'f-early',
          number,
          reference: id,
          reference_key: id,
          amount_minor: 100,
          due_date: '2026-12-01',
          phone: '254700000000',
          state: 'confirmed',
          created_at: at(minute),
        } as never)
        .execute();

    await up(db as unknown as Kysely<unknown>);
    const fundraisers = await db
      .selectFrom('fundraisers')
      .select(['id', 'account_number'])
      .orderBy('account_number')
      .execute();
    const pledges = await db.selectFrom('pledges').select(['id', 'account_number']).orderBy('account_number').execute();
    expect(fundraisers.map((f) => f.id)).toEqual(['f-early', 'f-mid', 'f-late']);
    expect(pledges.map((p) => p.id)).toEqual(['p-1', 'p-2']);
    const accounts = [...fundraisers, ...pledges].map((r) => r.account_number!);
    expect(accounts).toEqual(['10008', '10019', '10024', '10035', '10043']);
    for (const account of accounts) expect(numericAccount(account)).toBe(account);
    expect(await takeAccountNumber(db)).toBe('10056');
    // Within a table the index keeps them unique; across the two, the one counter does.
    await expect(
      db.updateTable('pledges').set({ account_number: '10035' }).where('id', '=', 'p-2').execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
