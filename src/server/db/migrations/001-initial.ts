import { type Kysely, sql } from 'kysely';

// Written with Kysely's schema builder and portable column types only, so the same migration runs
// on SQLite and PostgreSQL.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_address', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text')
    .addColumn('country_code', 'text')
    .addColumn('bio', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('uid', 'text', (c) => c.unique())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'text')
    .addColumn('terms_accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_to').on('outbox').columns(['to_address', 'created_at']).execute();

  await db.schema
    .createTable('fundraising_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('icon_name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  for (const table of ['industries', 'startup_stages', 'team_sizes']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
  }

  await db.schema
    .createTable('fundraisers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('short_code', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('fundraising_categories.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('KES'))
    .addColumn('rejection_reason', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fundraisers_status').on('fundraisers').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('fundraisers_user').on('fundraisers').column('user_id').execute();

  await db.schema
    .createTable('fundraiser_details')
    .addColumn('fundraiser_id', 'text', (c) => c.primaryKey().references('fundraisers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('goal_minor', 'bigint', (c) => c.notNull())
    .addColumn('startup_name', 'text')
    .addColumn('business_description', 'text')
    .addColumn('location', 'text')
    .addColumn('industry_id', 'integer', (c) => c.references('industries.id'))
    .addColumn('stage_id', 'integer', (c) => c.references('startup_stages.id'))
    .addColumn('team_size_id', 'integer', (c) => c.references('team_sizes.id'))
    .addColumn('website', 'text')
    .addColumn('social_media', 'text')
    .addColumn('organisation_name', 'text')
    .addColumn('registration_number', 'text')
    .addColumn('mission', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fundraiser_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('original_key', 'text', (c) => c.notNull())
    .addColumn('preview_key', 'text', (c) => c.notNull())
    .addColumn('variants', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('images_fundraiser')
    .on('fundraiser_images')
    .columns(['fundraiser_id', 'position'])
    .execute();

  await db.schema
    .createTable('donations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    .addColumn('donor_name', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('donations_fundraiser')
    .on('donations')
    .columns(['fundraiser_id', 'status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'donations',
    'fundraiser_images',
    'fundraiser_details',
    'fundraisers',
    'team_sizes',
    'startup_stages',
    'industries',
    'fundraising_categories',
    'outbox',
    'idempotency_keys',
    'rate_limits',
    'refresh_tokens',
    'sessions',
    'password_resets',
    'verification_codes',
    'users',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
