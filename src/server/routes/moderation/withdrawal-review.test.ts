import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from '#tests/support/api.ts';
import { money, startMoneyServer, withdraw, type MoneyServer } from '#tests/support/withdrawals.ts';

// A reviewer's look at withdrawals (D-204), on a server of its own with PAYOUT_REVIEW_KES=1000: a
// fundraiser's first withdrawal and any above the threshold wait for it; a refusal gives the amount
// back once, whatever else is sent at the same time.

let server: MoneyServer;
let reviewer: Session;
beforeAll(async () => {
  server = await startMoneyServer('withdrawal-review', { PAYOUT_REVIEW_KES: '1000' });
  const email = uniqueEmail('money-reviewer');
  const created = await adminCliOn(server.env, 'create-reviewer', email, STRONG_PASSWORD);
  expect(created.code, created.out).toBe(0);
  reviewer = new Session(undefined, server.api);
  expect((await reviewer.post('/users/login/', { email_address: email, password: STRONG_PASSWORD })).status).toBe(200);
}, 60_000);
afterAll(() => server?.dispose());

const review = async (owner: Session, id: string) => (await owner.get(`/withdrawals/${id}/`)).body.data;

describe('withdrawals a reviewer looks at', () => {
  it('holds the first and the large ones for a reviewer, who approves each once', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([5000]);
    const first = (await withdraw(owner, shortCode, 500)).body.data.id as string;
    expect(await review(owner, first)).toMatchObject({ review: 'waiting', rejection_reason: null });
    const queue = (await reviewer.get('/moderation/withdrawals/')).body.data as { id: string; short_code: string }[];
    expect(queue.find((w) => w.id === first)).toMatchObject({ short_code: shortCode, amount: 50_000, fee: 1_800 });

    expect((await reviewer.post(`/moderation/withdrawals/${first}/approve/`)).status).toBe(200);
    expect(await review(owner, first)).toMatchObject({ review: 'done', status: 'requested' });
    expect((await reviewer.post(`/moderation/withdrawals/${first}/approve/`)).status).toBe(409);

    // Nothing is paid out yet: until KES 10 000 is, a small one waits for a reviewer too (D-244).
    const small = (await withdraw(owner, shortCode, 1000)).body.data.id as string;
    expect((await review(owner, small)).review).toBe('waiting');
    const large = (await withdraw(owner, shortCode, 1001)).body.data.id as string;
    expect((await review(owner, large)).review).toBe('waiting');
  });

  it('gives a refused withdrawal back once, with its reason, even when the owner cancels at once', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([800]);
    const id = (await withdraw(owner, shortCode, 800)).body.data.id as string;
    const [refused, cancelled] = await Promise.all([
      reviewer.post(`/moderation/withdrawals/${id}/reject/`, { reason: 'The purpose does not match the story' }),
      owner.post(`/withdrawals/${id}/cancel/`),
    ]);
    expect([refused.status, cancelled.status].sort()).toEqual([200, 409]);
    expect(await money(owner, shortCode)).toMatchObject({ blocked: 0, available: 80_000 });
    const after = await review(owner, id);
    if (refused.status === 200)
      expect(after).toMatchObject({ status: 'rejected', rejection_reason: 'The purpose does not match the story' });
    else expect(after.status).toBe('cancelled');
    expect((await reviewer.post(`/moderation/withdrawals/${id}/reject/`, { reason: 'Again' })).status).toBe(409);
    const entries = await server.db().selectFrom('ledger_entries').select('kind').where('source_id', '=', id).execute();
    expect(entries.map((e) => e.kind).sort()).toEqual(['block', 'release']);
  });

  it('is for reviewers only, and never of their own fundraiser', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([300]);
    const id = (await withdraw(owner, shortCode, 300)).body.data.id as string;
    expect((await owner.get('/moderation/withdrawals/')).status).toBe(403);
    expect((await owner.post(`/moderation/withdrawals/${id}/approve/`)).status).toBe(403);
    const { session: stranger } = await verifiedUser('stranger', server.api);
    expect((await stranger.post(`/moderation/withdrawals/${id}/reject/`, { reason: 'No reason at all' })).status).toBe(
      403,
    );
    expect((await reviewer.post('/moderation/withdrawals/no-such-id/approve/')).status).toBe(404);
    // The owner made a reviewer (D-150's rule holds for money too).
    const { owner: reviewingOwner, ownerEmail, shortCode: own } = await server.ownerWithMoney([300]);
    const mine = (await withdraw(reviewingOwner, own, 300)).body.data.id as string;
    expect((await adminCliOn(server.env, 'create-reviewer', ownerEmail, STRONG_PASSWORD)).code).toBe(0);
    const refused = await reviewingOwner.post(`/moderation/withdrawals/${mine}/approve/`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You cannot review a withdrawal from your own fundraiser');
  });
});
