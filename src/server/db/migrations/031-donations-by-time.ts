import { type Kysely, sql } from 'kysely';

// A fundraiser's newest gifts and words of support are read with its page (D-221): in the order
// the page shows them (when paid: completed_at, or created_at for seeded ones), from an index in
// that order, so a fundraiser with 200 000 gifts reads its newest ten without sorting them all.
// The expression is the one the queries order by (donations.repository.ts, support-messages);
// the words index holds only donations with words, in the public list's order, with the hidden
// mark before it so the public's count and page read the index alone.

/** The words of support the index holds, as the queries state it (support-messages.repository.ts). */
export const WORDS_CONDITION = `status = 'succeeded' and message is not null and message <> ''`;

export async function up(db: Kysely<unknown>) {
  await sql`create index donations_paid_order on donations
    (fundraiser_id, status, (coalesce(completed_at, created_at)))`.execute(db);
  await sql`create index donations_words_order on donations
    (fundraiser_id, message_hidden_at, (coalesce(completed_at, created_at)))
    where ${sql.raw(WORDS_CONDITION)}`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index donations_words_order`.execute(db);
  await sql`drop index donations_paid_order`.execute(db);
}
