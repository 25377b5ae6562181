import type { Kysely } from 'kysely';

// Where a fundraiser's withdrawals are paid (D-203), and a change waiting for the SMS code that
// confirms it: one of each per fundraiser.

export async function up(db: Kysely<unknown>) {
  for (const table of ['payout_destinations', 'payout_destination_requests'] as const) {
    let create = db.schema
      .createTable(table)
      .addColumn('fundraiser_id', 'text', (c) => c.primaryKey().references('fundraisers.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('paybill', 'text')
      .addColumn('account', 'text');
    create =
      table === 'payout_destinations'
        ? create
            .addColumn('set_by', 'text', (c) => c.notNull().references('users.id'))
            .addColumn('set_at', 'text', (c) => c.notNull())
            .addColumn('paid_from', 'text', (c) => c.notNull())
        : create
            .addColumn('requested_by', 'text', (c) => c.notNull().references('users.id'))
            .addColumn('created_at', 'text', (c) => c.notNull());
    await create.execute();
  }
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('payout_destination_requests').execute();
  await db.schema.dropTable('payout_destinations').execute();
}
