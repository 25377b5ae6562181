import type { Kysely } from 'kysely';

// Reports from the public ('Report this fundraiser'). Nothing about the reporter is kept: reviewers
// judge the fundraiser, not who complained, and flooding is stopped by rate limits instead. A report
// stays open until a reviewer closes the fundraiser or dismisses its reports (a recorded decision).

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // 'actioned' (the fundraiser was closed or rejected) or 'dismissed'; null while open.
    .addColumn('resolution', 'text')
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('reports_open').on('reports').columns(['resolution', 'fundraiser_id']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('reports').execute();
}
