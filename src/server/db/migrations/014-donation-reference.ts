import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// A donation's id is the secret of its donor's receipt link (GET /donations/{id}/), so it must
// never reach anyone but that donor. `reference` is the donation's other name, not a secret: the
// owner's list, CSV and data export, the log lines and the unsubscribe links carry it (D-156).
// Existing donations get one each here; the unique index makes it a name of exactly one donation.

interface Db {
  donations: { id: string; reference: string | null };
}

const BATCH = 500;

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('donations').addColumn('reference', 'text').execute();
  const typed = db as unknown as Kysely<Db>;
  for (;;) {
    const rows = await typed.selectFrom('donations').select('id').where('reference', 'is', null).limit(BATCH).execute();
    for (const row of rows)
      await typed.updateTable('donations').set({ reference: randomUUID() }).where('id', '=', row.id).execute();
    if (rows.length < BATCH) break;
  }
  await db.schema.createIndex('donations_reference').unique().on('donations').column('reference').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('donations_reference').execute();
  await db.schema.alterTable('donations').dropColumn('reference').execute();
}
