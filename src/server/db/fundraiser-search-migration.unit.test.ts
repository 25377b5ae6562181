import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './client.ts';
import { migrateToLatest } from './migrate.ts';
import * as m029 from './migrations/029-fundraiser-search.ts';
import * as m036 from './migrations/036-live-search.ts';
import { searchLive } from './repositories/cards.repository.ts';
import { seedReferenceData } from './seed/reference-data.ts';

// Live fundraisers written before migrations 029 and 036 are in the search index once they run
// (D-222, D-229), and the triggers keep it after; on SQLite (the API suites cover PostgreSQL's).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-029-'));
const { db } = createDb({ dataDir });
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const at = '2026-11-01T10:00:00.000Z';
const page = { page: 1, pageSize: 10 };
const found = async (q: string) => (await searchLive(db, q, page)).rows.map((r) => r.id);

const asUnknown = (d: typeof db) => d as unknown as Kysely<unknown>;
const indexed = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from fundraiser_search`.execute(db)).rows[0]!.n);

async function fundraiser(id: string, title: string, firstname: string, status = 'live') {
  await sql`insert into users (id, email_address, firstname, lastname, created_at, updated_at)
    values (${`u-${id}`}, ${`${id}@example.test`}, ${firstname}, 'Otieno', ${at}, ${at})`.execute(db);
  await sql`insert into fundraisers (id, short_code, user_id, category_id, status, created_at, updated_at)
    values (${id}, ${`code${id}`}, ${`u-${id}`}, 1, ${status}, ${at}, ${at})`.execute(db);
  await sql`insert into fundraiser_details (fundraiser_id, kind, title, details, goal_minor, created_at, updated_at)
    values (${id}, 'individual', ${title}, 'Our village needs it.', 5000000, ${at}, ${at})`.execute(db);
}

describe('migrations 029 and 036 (fundraiser search, live only)', () => {
  it('indexes the live fundraisers already there, and their triggers keep the index after', async () => {
    await migrateToLatest(db);
    await seedReferenceData(db);
    await m036.down(asUnknown(db));
    await m029.down(asUnknown(db));
    await fundraiser('a', 'Borehole for Kitui', 'Mwende');
    await fundraiser('b', 'Maji safi kwa shule ya Kitui', 'Kiprono');
    await fundraiser('c', 'Kitui water pans', 'Achieng', 'pending_review');
    await m029.up(asUnknown(db));
    await m036.up(asUnknown(db));
    expect(await found('kitui')).toHaveLength(2);
    expect(await indexed()).toBe(2);
    // Approved, then closed: the document comes with the status and goes with it.
    await sql`update fundraisers set status = 'live' where id = 'c'`.execute(db);
    expect(await found('pans achieng')).toEqual(['c']);
    expect((await searchLive(db, 'kitui', page)).total).toBe(3);
    await sql`update fundraisers set status = 'closed' where id = 'c'`.execute(db);
    expect(await found('pans')).toEqual([]);
    expect(await found('borehole mwende')).toEqual(['a']);
    expect(await found('maji shule')).toEqual(['b']);
    // As the details are saved: an upsert, whose conflict policy the triggers run under.
    await sql`insert into fundraiser_details (fundraiser_id, kind, title, details, goal_minor, created_at, updated_at)
      values ('a', 'individual', 'Desks for Kitui', 'Our village needs it.', 5000000, ${at}, ${at})
      on conflict (fundraiser_id) do update set title = excluded.title`.execute(db);
    await sql`update users set firstname = 'Nduku' where id = 'u-a'`.execute(db);
    expect(await found('borehole')).toEqual([]);
    expect(await found('desks nduku')).toEqual(['a']);
    await sql`delete from fundraiser_details where fundraiser_id = 'b'`.execute(db);
    await sql`delete from fundraisers where id = 'b'`.execute(db);
    expect(await found('kitui')).toEqual(['a']);
    expect(await indexed()).toBe(1);
  });
});
