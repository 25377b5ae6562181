import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import { outbox } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { addTreasurers, approveChange, changeCode, invitationToken, invite } from '#tests/support/treasurers.ts';
import { startMoneyServer, type MoneyServer } from '#tests/support/withdrawals.ts';

// A change of treasurers while the fundraiser holds money (D-255), on a server of the file's own
// (money available at once): asked by the owner, told to each treasurer by SMS, made only by the
// approval that completes the majority (each with its SMS code), once however many approve at once.

let server: MoneyServer;
beforeAll(async () => {
  server = await startMoneyServer('treasurer-changes');
}, 60_000);
afterAll(() => server?.dispose());

const list = async (session: Session, shortCode: string) =>
  (await session.get(`/fundraisers/${shortCode}/treasurers/`)).body;
const remove = (owner: Session, shortCode: string, id: string) =>
  owner.request(`/fundraisers/${shortCode}/treasurers/${id}/`, { method: 'DELETE' });

describe('removing a treasurer while money is held', () => {
  it('is asked of the treasurers, told by SMS, and made by the approval that completes their majority', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([500]);
    const [first, second] = await addTreasurers(owner, shortCode, 2, server.api);
    const before = await list(owner, shortCode);
    expect(before.needs_approval).toBe(true);
    const leaving = before.data.find((row: { email_address: string }) => row.email_address === second!.email);

    const asked = await remove(owner, shortCode, leaving.id);
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(TREASURER_MSG.changeRequested);
    expect(asked.body.data).toMatchObject({
      kind: 'remove',
      who: 'Daniel Kariuki',
      approvals_needed: 2,
      approved_by: [],
      can_approve: false,
    });
    const id = asked.body.data.id as string;
    // What the server wrote to each: read from its outbox, since before 08:00 in Nairobi the text
    // waits for the morning (quiet hours, D-219) and the simulator has not got it yet.
    for (const t of [first!, second!]) {
      const written = await new Session(undefined, server.api).get(`/dev/sms-outbox?to=${t.phone}`);
      const texts = (written.body.data as { text: string }[]).map((m) => m.text);
      expect(texts).toContainEqual(
        expect.stringMatching(
          /^Harambee: Achieng Odhiambo asks to remove Daniel Kariuki as treasurer of '.+'\. Approve or not: .+\/dashboard$/,
        ),
      );
    }
    // One change at a time, and the owner approves nothing of their own asking.
    expect((await invite(owner, shortCode, 'another@example.test')).status).toBe(409);
    expect((await owner.post(`/fundraisers/${shortCode}/treasurer-changes/${id}/code/`)).status).toBe(403);

    expect((await list(first!.session, shortCode)).change).toMatchObject({ id, can_approve: true });
    const one = await approveChange(first!, shortCode, id);
    expect(one.body.message).toBe(TREASURER_MSG.changeApproved);
    expect((await list(owner, shortCode)).change).toMatchObject({ approved_by: ['Mercy Wanjiru'] });
    expect((await list(first!.session, shortCode)).change).toMatchObject({ can_approve: false });
    // A wrong code counts for nothing.
    await changeCode(second!.session, second!.phone, shortCode, id);
    const wrong = await second!.session.post(`/fundraisers/${shortCode}/treasurer-changes/${id}/approve/`, {
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    const two = await approveChange(second!, shortCode, id);
    expect(two.body.message).toBe(TREASURER_MSG.changeMade);

    const after = await list(owner, shortCode);
    expect(after.data.map((row: { email_address: string }) => row.email_address)).toEqual([first!.email]);
    expect(after.change).toBeNull();
    expect((await second!.session.get(`/fundraisers/${shortCode}/money/`)).status).toBe(403);
    const again = await first!.session.post(`/fundraisers/${shortCode}/treasurer-changes/${id}/code/`);
    expect(again.status).toBe(409);
  });

  it('is made once when every treasurer approves at the same moment', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([500]);
    const three = await addTreasurers(owner, shortCode, 3, server.api);
    const leaving = (await list(owner, shortCode)).data[2];
    const id = (await remove(owner, shortCode, leaving.id)).body.data.id as string;
    const codes = await Promise.all(three.map((t) => changeCode(t.session, t.phone, shortCode, id)));
    const replies = await Promise.all(
      three.map((t, i) =>
        t.session.post(`/fundraisers/${shortCode}/treasurer-changes/${id}/approve/`, { code: codes[i] }),
      ),
    );
    // Two approvals make it; the third finds it made (or, the treasurer removed, no longer theirs to
    // approve), or came first and counted toward it.
    const outcomes = replies.map((r) => `${r.status} ${r.body.message}`);
    expect(outcomes.filter((o) => o === `200 ${TREASURER_MSG.changeMade}`)).toHaveLength(1);
    const allowed = [
      `200 ${TREASURER_MSG.changeMade}`,
      `200 ${TREASURER_MSG.changeApproved}`,
      `409 ${TREASURER_MSG.changeNotOpen}`,
    ];
    outcomes.forEach((o, i) => expect(i === 2 ? [...allowed, `403 ${MSG.forbidden}`] : allowed).toContain(o));
    expect((await list(owner, shortCode)).data).toHaveLength(2);
  });
});

describe('inviting a treasurer while money is held', () => {
  it('sends the invitation only once the treasurers approve, and the owner may cancel before', async () => {
    const { owner, shortCode, id: fundraiserId } = await server.ownerWithMoney([500]);
    // Invited before there was a treasurer, and expired since: the approved invitation replaces it.
    expect((await invite(owner, shortCode, 'newcomer@example.test')).status).toBe(201);
    await server
      .db()
      .updateTable('fundraiser_treasurers')
      .set({ expires_at: '2026-01-01T00:00:00.000Z' })
      .where('fundraiser_id', '=', fundraiserId)
      .execute();
    const [only] = await addTreasurers(owner, shortCode, 1, server.api);

    const cancelled = await invite(owner, shortCode, 'first-ask@example.test');
    expect(cancelled.status).toBe(202);
    const cancelledId = cancelled.body.data.id as string;
    const cancelPath = `/fundraisers/${shortCode}/treasurer-changes/${cancelledId}/`;
    expect((await owner.request(cancelPath, { method: 'DELETE' })).body.message).toBe(TREASURER_MSG.changeCancelled);
    expect((await owner.request(cancelPath, { method: 'DELETE' })).status).toBe(409);
    expect((await only!.session.post(`${cancelPath}code/`)).status).toBe(409);

    const asked = await invite(owner, shortCode, 'Newcomer@example.test');
    expect(asked.body.data).toMatchObject({ kind: 'add', who: 'newcomer@example.test', approvals_needed: 1 });
    expect(await outbox('newcomer@example.test', server.api)).toHaveLength(1);
    const made = await approveChange(only!, shortCode, asked.body.data.id);
    expect(made.body.message).toBe(TREASURER_MSG.changeMade);
    expect(await outbox('newcomer@example.test', server.api)).toHaveLength(2);
    const { token } = await invitationToken('newcomer@example.test', server.api);
    expect(token).toMatch(/^[\w-]{43}$/);
    const invited = (await list(owner, shortCode)).data.filter(
      (row: { email_address: string }) => row.email_address === 'newcomer@example.test',
    );
    expect(invited).toEqual([expect.objectContaining({ status: 'invited' })]);
    expect(Date.parse(invited[0].expires_at)).toBeGreaterThan(Date.now());
  });
});
