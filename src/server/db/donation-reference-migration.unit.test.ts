import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './client.ts';
import { migrateToLatest } from './migrate.ts';
import { down, up } from './migrations/014-donation-reference.ts';

// Donations made before migration 014 each get their own reference (D-156), and no two share one.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-014-'));
const { db } = createDb({ dataDir });
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 014 (donation references)', () => {
  it('backfills a unique reference for every existing donation', async () => {
    await migrateToLatest(db);
    // Back to before 014, with donations in the table (their fundraiser is beside the point).
    await down(db as unknown as Kysely<unknown>);
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    const ids = Array.from({ length: 1203 }, (_, i) => `old-${i}`);
    for (let i = 0; i < ids.length; i += 200)
      await db
        .insertInto('donations')
        .values(
          ids.slice(i, i + 200).map((id) => ({
            id,
            fundraiser_id: 'f',
            donor_name: 'Wanjiku',
            amount_minor: 10_000,
            currency: 'KES',
            status: 'succeeded',
            created_at: '2026-11-01T10:00:00.000Z',
          })) as never,
        )
        .execute();

    await up(db as unknown as Kysely<unknown>);
    const rows = await db.selectFrom('donations').select(['id', 'reference']).execute();
    expect(rows).toHaveLength(ids.length);
    const references = rows.map((r) => r.reference);
    expect(references.every((r) => /^[0-9a-f-]{36}$/.test(r))).toBe(true);
    expect(new Set(references).size).toBe(ids.length);
    for (const row of rows) expect(row.reference).not.toBe(row.id);
    // The index keeps them unique from now on.
    await expect(
      db.updateTable('donations').set({ reference: references[0]! }).where('id', '=', rows[1]!.id).execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
