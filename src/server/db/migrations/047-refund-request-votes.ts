import type { Kysely } from 'kysely';

// A donor's late request for their gift back, decided by the owner alone or by a majority of the
// fundraiser's active treasurers (D-261): each treasurer's word, once.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('refund_request_votes')
    .addColumn('request_id', 'text', (c) => c.notNull().references('refund_requests.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    // 'approve' or 'reject'.
    .addColumn('vote', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('refund_request_votes_pk', ['request_id', 'user_id'])
    .execute();
}
