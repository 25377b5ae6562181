import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { liveFundraiser } from '#tests/support/donations.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';

// /review's list of donations M-Pesa has still not answered for a day after their push (D-216).

afterAll(closeTestDb);

async function pendingDonation(shortCode: string, hoursAgo: number, outcome: string | null) {
  const { id: fundraiserId } = await testDb()
    .selectFrom('fundraisers')
    .select('id')
    .where('short_code', '=', shortCode)
    .executeTakeFirstOrThrow();
  const at = new Date(Date.now() - hoursAgo * 3600_000).toISOString();
  const reference: string = randomUUID();
  await testDb()
    .insertInto('donations')
    .values({
      id: randomUUID(),
      reference,
      fundraiser_id: fundraiserId,
      donor_name: 'Anonymous',
      amount_minor: 150_000,
      currency: 'KES',
      message: null,
      status: 'pending',
      created_at: at,
      phone: '254712345678',
      checkout_request_id: `ws_CO_${randomUUID()}`,
      pushed_at: at,
      follow_up: 1,
      query_attempts: 9,
      late_queries: 4,
      last_query_outcome: outcome,
      last_query_at: outcome ? at : null,
    } as never)
    .execute();
  return reference;
}

describe('GET /moderation/unconfirmed-donations/', () => {
  it('lists donations still unconfirmed after 24 hours, with the last query’s outcome, to reviewers only', async () => {
    const f = await liveFundraiser('Unconfirmed gifts');
    const old = await pendingDonation(f.short_code, 30, '500.001.1001 The transaction is being processed');
    const recent = await pendingDonation(f.short_code, 2, null);
    const reply = await (await reviewerSession()).get('/moderation/unconfirmed-donations/');
    expect(reply.status).toBe(200);
    const listed = (reply.body.data as { reference: string }[]).filter((d) => [old, recent].includes(d.reference));
    expect(listed).toEqual([
      expect.objectContaining({
        reference: old,
        short_code: f.short_code,
        title: 'Unconfirmed gifts',
        amount: 1500,
        phone: '0712 ••• 678',
        queries: 9,
        late_queries: 4,
        last_query_outcome: '500.001.1001 The transaction is being processed',
      }),
    ]);
    expect((await (await verifiedUser()).session.get('/moderation/unconfirmed-donations/')).status).toBe(403);
    expect((await new Session().get('/moderation/unconfirmed-donations/')).status).toBe(401);
  }, 30_000);
});
