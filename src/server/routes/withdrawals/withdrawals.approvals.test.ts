import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { codeSentTo, verifyPhone, waitForTexts } from '#tests/support/sms.ts';
import { money, startMoneyServer, withdraw, type MoneyServer } from '#tests/support/withdrawals.ts';

// Approving a withdrawal (D-202): a code sent by SMS to the approver's verified phone, read back
// from the SMS simulator; the right code approves it (the owner, while there are no treasurers),
// a person's approvals count once, and a cancel and an approval never both happen.

let server: MoneyServer;
beforeAll(async () => {
  server = await startMoneyServer('approvals');
}, 60_000);
afterAll(() => server?.dispose());

async function requested(amount = 1000) {
  const f = await server.ownerWithMoney([amount]);
  const reply = await withdraw(f.owner, f.shortCode, amount);
  expect(reply.status).toBe(201);
  return { ...f, id: reply.body.data.id as string };
}

describe('approving a withdrawal', () => {
  it('needs a verified phone, sends the code by SMS, and the right code approves it', async () => {
    const { owner, shortCode, id } = await requested(4000);
    const noPhone = await owner.post(`/withdrawals/${id}/approvals/`);
    expect(noPhone.status).toBe(409);
    expect(noPhone.body.message).toMatch(/^Verify a phone number for codes/);

    const phone = await verifyPhone(owner);
    expect((await owner.post(`/withdrawals/${id}/approvals/`)).status).toBe(202);
    const [text] = await waitForTexts(phone, 2);
    expect(text!.message).toContain('to approve a withdrawal of KES 4,000');
    const { code } = await codeSentTo(phone, { saying: 'to approve' });

    const wrong = await owner.post(`/withdrawals/${id}/approvals/confirm/`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toEqual(['Invalid verification code']);
    expect((await owner.get(`/withdrawals/${id}/`)).body.data).toMatchObject({ status: 'requested', approvals: 0 });

    const approved = await owner.post(`/withdrawals/${id}/approvals/confirm/`, { code });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', approvals: 1, approvals_needed: 1 });
    // Still set aside, and no longer the requester's to take back.
    expect(await money(owner, shortCode)).toMatchObject({ blocked: 400_000, available: 0 });
    expect((await owner.post(`/withdrawals/${id}/cancel/`)).status).toBe(409);
    expect((await owner.post(`/withdrawals/${id}/approvals/`)).status).toBe(409);
  });

  it('counts one approval when the right code is sent twice at once', async () => {
    const { owner, id } = await requested();
    const phone = await verifyPhone(owner);
    await owner.post(`/withdrawals/${id}/approvals/`);
    await waitForTexts(phone, 2);
    const { code } = await codeSentTo(phone, { saying: 'to approve' });
    const replies = await Promise.all(
      [1, 2, 3].map(() => owner.post(`/withdrawals/${id}/approvals/confirm/`, { code })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await owner.get(`/withdrawals/${id}/`)).body.data).toMatchObject({ status: 'approved', approvals: 1 });
    const rows = await server
      .db()
      .selectFrom('withdrawal_approvals')
      .selectAll()
      .where('withdrawal_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets a cancel or an approval sent together happen, never both', async () => {
    const { owner, shortCode, id } = await requested();
    const phone = await verifyPhone(owner);
    await owner.post(`/withdrawals/${id}/approvals/`);
    await waitForTexts(phone, 2);
    const { code } = await codeSentTo(phone, { saying: 'to approve' });
    const [approval, cancel] = await Promise.all([
      owner.post(`/withdrawals/${id}/approvals/confirm/`, { code }),
      owner.post(`/withdrawals/${id}/cancel/`),
    ]);
    expect([approval.status, cancel.status].sort()).toEqual([200, 409]);
    const { status } = (await owner.get(`/withdrawals/${id}/`)).body.data;
    expect(status).toBe(approval.status === 200 ? 'approved' : 'cancelled');
    expect((await money(owner, shortCode)).blocked).toBe(status === 'approved' ? 100_000 : 0);
  });

  it('is the owner’s alone while there are no treasurers', async () => {
    const { id } = await requested();
    const { session: stranger } = await verifiedUser('stranger', server.api);
    await verifyPhone(stranger);
    expect((await stranger.post(`/withdrawals/${id}/approvals/`)).status).toBe(404);
    expect((await stranger.post(`/withdrawals/${id}/approvals/confirm/`, { code: '123456' })).status).toBe(404);
  });
});
