import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalListReplySchema } from '#shared/schemas/withdrawal.schema.ts';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from '#tests/support/api.ts';
import { codeSentTo, verifyPhone, waitForTexts } from '#tests/support/sms.ts';
import { addTreasurer } from '#tests/support/treasurers.ts';
import { startMoneyServer, withdraw, type MoneyServer } from '#tests/support/withdrawals.ts';

// A fundraiser's withdrawals for its money screen: newest first, each as GET /withdrawals/{id}/
// gives it, with the viewer's part in it (approved it, asked for it), for those who see its money.

let server: MoneyServer;
let reviewer: Session;
beforeAll(async () => {
  server = await startMoneyServer('money-withdrawals');
  const email = uniqueEmail('list-reviewer');
  const created = await adminCliOn(server.env, 'create-reviewer', email, STRONG_PASSWORD);
  expect(created.code, created.out).toBe(0);
  reviewer = new Session(undefined, server.api);
  expect((await reviewer.post('/users/login/', { email_address: email, password: STRONG_PASSWORD })).status).toBe(200);
}, 60_000);
afterAll(() => server?.dispose());

const list = (session: Session, shortCode: string) => session.get(`/fundraisers/${shortCode}/money/withdrawals/`);

describe('GET /fundraisers/{short_code}/money/withdrawals/', () => {
  it('lists them newest first, as GET /withdrawals/{id}/ says, with the viewer’s part', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([10_000]);
    expect((await list(owner, shortCode)).body).toEqual({ data: [] });

    const first = (await withdraw(owner, shortCode, 4000)).body.data.id as string;
    const second = (await withdraw(owner, shortCode, 1000)).body.data.id as string;
    expect((await owner.post(`/withdrawals/${second}/cancel/`)).status).toBe(200);

    const reply = await list(owner, shortCode);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('no-store');
    expect(() => withdrawalListReplySchema.parse(reply.body)).not.toThrow();
    const [newest, oldest] = reply.body.data;
    expect(reply.body.data).toHaveLength(2);
    expect(newest).toMatchObject({ id: second, status: 'cancelled', amount: 100_000, fee: 3_500 });
    const single = (await owner.get(`/withdrawals/${first}/`)).body.data;
    expect(oldest).toEqual({
      ...single,
      // Without treasurers the owner is the one approver, and has not approved yet.
      approvers: [{ name: 'Achieng Odhiambo', approved_at: null }],
      approved_by_me: false,
      requested_by_me: true,
      can_approve: true,
      can_refuse: false,
    });
    // The first withdrawal waits for a reviewer (D-204): the list says so as the single read does.
    expect(oldest.review).toBe('waiting');

    // A reviewer sees the same list, and none of it is theirs.
    const seen = (await list(reviewer, shortCode)).body.data as { requested_by_me: boolean; can_approve: boolean }[];
    expect(seen.map((w) => [w.requested_by_me, w.can_approve])).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('says which the viewer approved, counting approvals', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([2000]);
    const id = (await withdraw(owner, shortCode, 2000)).body.data.id as string;
    const phone = await verifyPhone(owner);
    expect((await owner.post(`/withdrawals/${id}/approvals/`)).status).toBe(202);
    await waitForTexts(phone, 2);
    const { code } = await codeSentTo(phone, { saying: 'to approve' });
    expect((await owner.post(`/withdrawals/${id}/approvals/confirm/`, { code })).status).toBe(200);

    const [mine] = (await list(owner, shortCode)).body.data;
    expect(mine).toMatchObject({
      id,
      status: 'approved',
      approvals: 1,
      approvals_needed: 1,
      approved_by_me: true,
      can_approve: false,
    });
    const [theirs] = (await list(reviewer, shortCode)).body.data;
    expect(theirs).toMatchObject({ id, approvals: 1, approved_by_me: false });
  });

  it('offers the approval to the treasurers, not to the owner who asked, once there are treasurers', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([1500]);
    const treasurer = await addTreasurer(owner, shortCode, server.api);
    const id = (await withdraw(owner, shortCode, 1000)).body.data.id as string;
    const [forOwner] = (await list(owner, shortCode)).body.data;
    expect(forOwner).toMatchObject({ id, requested_by_me: true, can_approve: false });
    const [forTreasurer] = (await list(treasurer.session, shortCode)).body.data;
    expect(forTreasurer).toMatchObject({
      id,
      requested_by_me: false,
      approved_by_me: false,
      can_approve: true,
      can_refuse: true,
    });
  });

  it('is for those who see the money only', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([500]);
    await withdraw(owner, shortCode, 500);
    const { session: stranger } = await verifiedUser('stranger', server.api);
    expect((await list(stranger, shortCode)).status).toBe(403);
    expect((await list(new Session(undefined, server.api), shortCode)).status).toBe(401);
    expect((await list(owner, 'nosuchcd')).status).toBe(404);
  });

  it('names each queued withdrawal’s owner to reviewers, so their own are not offered to them', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([300]);
    const { user_id: ownerId } = await server
      .db()
      .selectFrom('fundraisers')
      .select('user_id')
      .where('short_code', '=', shortCode)
      .executeTakeFirstOrThrow();
    const id = (await withdraw(owner, shortCode, 300)).body.data.id as string;
    const queue = (await reviewer.get('/moderation/withdrawals/')).body.data as { id: string; owner_id: string }[];
    expect(queue.find((w) => w.id === id)?.owner_id).toBe(ownerId);
  });
});
