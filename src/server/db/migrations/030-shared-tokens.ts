import { type Kysely, sql } from 'kysely';

// Access tokens every instance shares (D-224): Daraja voids its last token whenever a new one is
// issued, so instances take turns fetching (a lease) and keep the result here, sealed.
// - sealed: the token encrypted with a key derived from JWT_SECRET (AES-256-GCM), or null;
// - expires_at: when to stop using it (a minute before Daraja's expiry);
// - lease_until: while set and in the future, one instance is fetching a new token;
// - version: changed by every write, so a turn is taken only on the state its taker read.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('shared_tokens')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('sealed', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table shared_tokens`.execute(db);
}
