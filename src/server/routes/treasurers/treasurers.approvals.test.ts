import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { verifyPhone } from '#tests/support/sms.ts';
import { addTreasurers, approvalCode, confirmApproval } from '#tests/support/treasurers.ts';
import { money, startMoneyServer, withdraw, type MoneyServer } from '#tests/support/withdrawals.ts';

// Withdrawals approved by a majority of the treasurers (D-202, D-205), each with a code sent by SMS
// to their verified phone: 2 of 3; never the requester; two treasurers at once both count; one
// treasurer's two confirmations at once count once. Treasurers see the money, strangers do not.

let server: MoneyServer;
beforeAll(async () => {
  server = await startMoneyServer('treasurer-approvals');
}, 60_000);
afterAll(() => server?.dispose());

/** An owner with KES `amount` available, `n` active treasurers and a withdrawal of it requested. */
async function requestedWith(n: number, amount = 2000) {
  const f = await server.ownerWithMoney([amount]);
  const treasurers = await addTreasurers(f.owner, f.shortCode, n, server.api);
  const reply = await withdraw(f.owner, f.shortCode, amount);
  expect(reply.status).toBe(201);
  return { ...f, treasurers, id: reply.body.data.id as string, approvalsNeeded: reply.body.data.approvals_needed };
}

describe('approvals by treasurers', () => {
  it('needs 2 of 3, never the requester’s own, and lists what waits on each treasurer’s dashboard', async () => {
    const { owner, shortCode, treasurers, id, approvalsNeeded } = await requestedWith(3);
    expect(approvalsNeeded).toBe(2);
    const [a, b, c] = treasurers;

    await verifyPhone(owner);
    const own = await owner.post(`/withdrawals/${id}/approvals/`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You asked for this withdrawal: your treasurers approve it, not you.');
    expect((await owner.post(`/withdrawals/${id}/approvals/confirm/`, { code: '123456' })).status).toBe(403);

    // Each treasurer was asked by SMS, by the requester's name, with where to approve.
    const toA = (await new Session(undefined, server.api).get(`/dev/sms-outbox?to=${a!.phone}`)).body.data as {
      text: string;
    }[];
    expect(toA.map((t) => t.text)).toContainEqual(
      expect.stringMatching(
        /^Harambee: Achieng Odhiambo asks to withdraw KES 2,000 from '.+'\. Approve or refuse: \S+\/dashboard$/,
      ),
    );

    const waiting = (await c!.session.get('/users/me/treasurerships/')).body.data;
    expect(waiting).toEqual([
      expect.objectContaining({
        short_code: shortCode,
        awaiting_approval: [expect.objectContaining({ id, amount: 200_000, approvals: 0, approvals_needed: 2 })],
      }),
    ]);

    const first = await confirmApproval(a!.session, id, await approvalCode(a!.session, a!.phone, id));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'requested', approvals: 1, approvals_needed: 2 });
    // Every treasurer sees who approved, when, and whose approval is missing (the requester is not asked).
    const listed = async () => (await c!.session.get(`/fundraisers/${shortCode}/money/withdrawals/`)).body.data[0];
    expect((await listed()).approvers).toEqual([
      { name: 'Mercy Wanjiru', approved_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { name: 'Daniel Kariuki', approved_at: null },
      { name: 'Grace Atieno', approved_at: null },
    ]);
    // Approved by a: no longer waiting on a's dashboard, still on b's.
    expect((await a!.session.get('/users/me/treasurerships/')).body.data[0].awaiting_approval).toEqual([]);
    expect((await b!.session.get('/users/me/treasurerships/')).body.data[0].awaiting_approval).toHaveLength(1);

    const second = await confirmApproval(b!.session, id, await approvalCode(b!.session, b!.phone, id));
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ status: 'approved', approvals: 2 });
    expect((await c!.session.post(`/withdrawals/${id}/approvals/`)).status).toBe(409);
    // Once approved, only who approved is listed: nobody is waited for.
    expect((await listed()).approvers.map((p: { name: string }) => p.name)).toEqual([
      'Mercy Wanjiru',
      'Daniel Kariuki',
    ]);
    expect(await money(owner, shortCode)).toMatchObject({ blocked: 200_000, available: 0 });
  });

  it('needs 1 of 1 and 2 of 2', async () => {
    expect((await requestedWith(1, 100)).approvalsNeeded).toBe(1);
    expect((await requestedWith(2, 100)).approvalsNeeded).toBe(2);
  });

  it('counts both of two treasurers approving at once', async () => {
    const { treasurers, id } = await requestedWith(2);
    const codes = await Promise.all(treasurers.map((t) => approvalCode(t.session, t.phone, id)));
    const replies = await Promise.all(treasurers.map((t, i) => confirmApproval(t.session, id, codes[i]!)));
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const view = (await treasurers[0]!.session.get(`/withdrawals/${id}/`)).body.data;
    expect(view).toMatchObject({ status: 'approved', approvals: 2, approvals_needed: 2 });
  });

  it('counts one treasurer’s approval once when the right code is sent twice at once', async () => {
    const { treasurers, id } = await requestedWith(3);
    const [a] = treasurers;
    const code = await approvalCode(a!.session, a!.phone, id);
    const replies = await Promise.all([1, 2, 3].map(() => confirmApproval(a!.session, id, code)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const rows = await server
      .db()
      .selectFrom('withdrawal_approvals')
      .selectAll()
      .where('withdrawal_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await a!.session.get(`/withdrawals/${id}/`)).body.data).toMatchObject({
      status: 'requested',
      approvals: 1,
    });
  });
});

describe('who sees the money', () => {
  it('shows a treasurer the money, the withdrawal and the treasurers; a stranger none of them', async () => {
    const { shortCode, treasurers, id } = await requestedWith(1, 500);
    const [t] = treasurers;
    expect((await t!.session.get(`/fundraisers/${shortCode}/money/`)).body.data).toMatchObject({ blocked: 50_000 });
    expect((await t!.session.get(`/withdrawals/${id}/`)).status).toBe(200);
    expect((await t!.session.get(`/fundraisers/${shortCode}/treasurers/`)).status).toBe(200);

    const { session: stranger } = await verifiedUser('stranger', server.api);
    await verifyPhone(stranger);
    expect((await stranger.get(`/fundraisers/${shortCode}/money/`)).status).toBe(403);
    expect((await stranger.get(`/withdrawals/${id}/`)).status).toBe(404);
    expect((await stranger.post(`/withdrawals/${id}/approvals/`)).status).toBe(404);
    expect((await stranger.get(`/fundraisers/${shortCode}/treasurers/`)).status).toBe(403);
    expect((await stranger.get('/users/me/treasurerships/')).body.data).toEqual([]);
  });
});
