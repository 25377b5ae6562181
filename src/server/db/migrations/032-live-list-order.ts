import { type Kysely, sql } from 'kysely';

// The live list's order (newest first, then id: D-225) as an index, so its first page, its keyset
// pages and the home page read a dozen index entries instead of sorting every live fundraiser (at
// 100 000 of them the sort took a second on SQLite). It covers what the (status, created_at) index
// served, so that one goes.

export async function up(db: Kysely<unknown>) {
  await sql`create index fundraisers_live_order on fundraisers (status, created_at desc, id)`.execute(db);
  await sql`drop index fundraisers_status`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`create index fundraisers_status on fundraisers (status, created_at)`.execute(db);
  await sql`drop index fundraisers_live_order`.execute(db);
}
