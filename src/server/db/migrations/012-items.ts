import { sql, type Kysely } from 'kysely';

// Physical items: offers, their photos (and the five places for them), requests, the
// messages of an accepted request, reports from the public and the reviewers' decisions on them.
// Nothing here is public but what itemCardSchema/itemSchema choose; `phone` leaves the server only
// for the accepted requester of the item.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('donor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('county', 'text', (c) => c.notNull())
    .addColumn('town', 'text', (c) => c.notNull())
    .addColumn('share_phone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('given_at', 'text')
    .addColumn('removed_reason', 'text')
    .addColumn('removed_by', 'text', (c) => c.references('users.id'))
    .addColumn('removed_at', 'text')
    .execute();
  // The public list (status, newest first) and a donor's own offers.
  await db.schema.createIndex('items_listed').on('items').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('items_donor').on('items').columns(['donor_id', 'created_at']).execute();

  await db.schema
    .createTable('item_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('original_key', 'text', (c) => c.notNull())
    .addColumn('preview_key', 'text', (c) => c.notNull())
    .addColumn('variants', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_images_item').on('item_images').columns(['item_id', 'position']).execute();

  // As photo_slots (migration 006): the primary key is what keeps parallel uploads within five.
  await db.schema
    .createTable('item_photo_slots')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_id', 'text', (c) => c.notNull())
    .addColumn('reserved_by', 'text', (c) => c.notNull())
    .addColumn('reserved_at', 'text', (c) => c.notNull())
    .addColumn('filled', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('item_photo_slots_pk', ['item_id', 'position'])
    .addCheckConstraint('item_photo_slots_position', sql`position >= 0 and position < 5`)
    .execute();
  await db.schema.createIndex('item_photo_slots_image').unique().on('item_photo_slots').column('image_id').execute();
  await db.schema.createIndex('item_photo_slots_reserved_by').on('item_photo_slots').column('reserved_by').execute();

  await db.schema
    .createTable('item_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('requester_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One live (open or accepted) request per person per item, however many arrive at once: a
  // partial unique index, which SQLite and PostgreSQL both enforce.
  await db.schema
    .createIndex('item_requests_one_live')
    .unique()
    .on('item_requests')
    .columns(['item_id', 'requester_id'])
    .where(sql.ref('status'), 'in', ['open', 'accepted'])
    .execute();
  await db.schema.createIndex('item_requests_item').on('item_requests').columns(['item_id', 'status']).execute();
  await db.schema
    .createIndex('item_requests_requester')
    .on('item_requests')
    .columns(['requester_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('item_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('item_requests.id'))
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('item_messages_request')
    .on('item_messages')
    .columns(['request_id', 'created_at', 'id'])
    .execute();

  // As `reports` (migration 011): what is wrong, never who said so.
  await db.schema
    .createTable('item_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolution', 'text')
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('item_reports_open').on('item_reports').columns(['resolution', 'item_id']).execute();

  // Every reviewer decision on an item: who, when, what and why.
  await db.schema
    .createTable('item_decisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('reviewer_id', 'text', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'item_decisions',
    'item_reports',
    'item_messages',
    'item_requests',
    'item_photo_slots',
    'item_images',
    'items',
  ])
    await db.schema.dropTable(table).execute();
}
