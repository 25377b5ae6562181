import { sql, type Kysely } from 'kysely';

// Photo slots (a fundraiser's five places for photos), the lease columns of idempotency keys, and
// the record of when maintenance last ran. One migration because they land together: an upload
// claims its key, then its slots, and the media sweep reads both to know what is still in flight.

export async function up(db: Kysely<unknown>) {
  // An upload INSERTs one row per photo before any image work; the primary key is what makes two
  // parallel uploads unable to take the same place, and the check what caps a fundraiser at five.
  await db.schema
    .createTable('photo_slots')
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_id', 'text', (c) => c.notNull())
    .addColumn('reserved_by', 'text', (c) => c.notNull())
    .addColumn('reserved_at', 'text', (c) => c.notNull())
    .addColumn('filled', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('photo_slots_pk', ['fundraiser_id', 'position'])
    .addCheckConstraint('photo_slots_position', sql`position >= 0 and position < 5`)
    .execute();
  await db.schema.createIndex('photo_slots_image').unique().on('photo_slots').column('image_id').execute();
  await db.schema.createIndex('photo_slots_reserved_by').on('photo_slots').column('reserved_by').execute();

  // Existing photos fill the first slots in their order. A fundraiser that the old racy check let
  // past five keeps its extra photos (they stay on show) but has no free slot left.
  await sql`
    insert into photo_slots (fundraiser_id, position, image_id, reserved_by, reserved_at, filled)
    select fundraiser_id, rn - 1, id, 'migration', created_at, 1
    from (
      select fundraiser_id, id, created_at,
             row_number() over (partition by fundraiser_id order by position, created_at, id) as rn
      from fundraiser_images
    ) ranked
    where rn <= 5
  `.execute(db);

  // claim_id names the request holding a key (so only it can answer or release it, and a takeover
  // is a compare-and-swap); claimed_at starts its lease; fingerprint is what the request meant.
  // Keys stored before this migration have no fingerprint and are matched by route alone.
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('claim_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('claimed_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('idempotency_keys').addColumn('fingerprint', 'text').execute();
  await sql`update idempotency_keys set claimed_at = created_at`.execute(db);

  await db.schema
    .createTable('maintenance_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_run_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('maintenance_runs').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('fingerprint').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('claimed_at').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('claim_id').execute();
  await db.schema.dropTable('photo_slots').execute();
}
