import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { outbox } from '#tests/support/accounts.ts';
import { STRONG_PASSWORD, type Session } from '#tests/support/api.ts';
import { codeSentTo, freshPhone, simMessages } from '#tests/support/sms.ts';
import { addTreasurer, approvalCode, confirmApproval } from '#tests/support/treasurers.ts';
import { startMoneyServer, withdraw, type MoneyServer } from '#tests/support/withdrawals.ts';

// A verified phone that gives way to another (D-249): the password first, the old phone, the
// account's e-mail and the fellow approvers told at once, and no approval or payout change by code
// for 24 hours, on a money server of the file's own with the SMS simulator reading the texts.

let server: MoneyServer;
beforeAll(async () => {
  server = await startMoneyServer('phone-change');
}, 60_000);
afterAll(() => server?.dispose());

const putPhone = (session: Session, phone: string, current_password?: string) =>
  session.request('/users/me/phone/', { method: 'PUT', json: { phone, current_password } });

async function changePhone(session: Session, phone: string) {
  expect((await putPhone(session, phone, STRONG_PASSWORD)).status).toBe(202);
  const { code } = await codeSentTo(phone);
  expect((await session.post('/users/me/phone/confirm/', { code })).status).toBe(200);
}

/** The newest text to `msisdn` that says `what`, waited for (earlier texts to the number do not count). */
async function textSaying(msisdn: string, what: string) {
  for (let i = 0; i < 100; i++) {
    const found = (await simMessages(msisdn)).find((m) => m.message.includes(what));
    if (found) return found.message;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No text saying "${what}" reached ${msisdn}`);
}

/** The change is a day old: its hold is over. */
const dayLater = (userId: string) =>
  server
    .db()
    .updateTable('users')
    .set({ phone_changed_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
    .where('id', '=', userId)
    .execute();

describe('changing a verified phone', () => {
  it('needs the password, tells the old phone, the e-mail and the owner, and holds approvals for 24 hours', async () => {
    const { owner, ownerEmail, shortCode } = await server.ownerWithMoney([3000]);
    const treasurer = await addTreasurer(owner, shortCode, server.api);
    const requested = await withdraw(owner, shortCode, 1000);
    expect(requested.status).toBe(201);
    const id = requested.body.data.id as string;

    // A stolen session alone cannot move the codes to another phone.
    const stolen = freshPhone();
    const none = await putPhone(treasurer.session, stolen);
    expect([none.status, none.body.errors?.current_password]).toEqual([400, [MSG.phonePasswordRequired]]);
    const wrong = await putPhone(treasurer.session, stolen, 'Wr0ng!Pass');
    expect([wrong.status, wrong.body.errors?.current_password]).toEqual([400, [MSG.currentPasswordWrong]]);
    expect((await treasurer.session.get('/users/me/phone/')).body.data).toEqual({
      phone: treasurer.phone,
      verified: true,
      pending: null,
    });

    const next = freshPhone();
    await changePhone(treasurer.session, next);
    const spoken = `0${next.slice(3, 6)}***${next.slice(-3)}`;
    const toOld = await textSaying(treasurer.phone, 'your phone for codes is now');
    expect(toOld).toBe(
      `Harambee: your phone for codes is now ${spoken}. Approvals wait 24 hours. Not you? Reply to our e-mail or contact us now.`,
    );
    expect((await outbox(treasurer.email, server.api)).map((m) => m.subject)).toContain(
      'Your phone number for codes changed',
    );
    const told = (await outbox(ownerEmail, server.api)).find((m) => m.subject.startsWith('An approver of'));
    expect(told?.text).toContain('Mercy Wanjiru, who approves withdrawals of this fundraiser with you');

    // Money codes wait a day: none is sent to the new phone, none confirmed.
    const held = await treasurer.session.post(`/withdrawals/${id}/approvals/`);
    expect([held.status, held.body.message]).toEqual([409, MSG.phoneJustChanged]);
    expect((await confirmApproval(treasurer.session, id, '123456')).body.message).toBe(MSG.phoneJustChanged);

    await dayLater(treasurer.user.id);
    const code = await approvalCode(treasurer.session, next, id);
    const approved = await confirmApproval(treasurer.session, id, code);
    expect([approved.status, approved.body.data?.status]).toEqual([200, 'approved']);
  });

  it("holds the owner's payout destination change too, and asks nothing of a first number or the same one", async () => {
    const { owner, shortCode } = await server.ownerWithMoney([]);
    const first = freshPhone();
    // A first number needs no password, and its confirmation holds nothing.
    expect((await putPhone(owner, first)).status).toBe(202);
    const { code } = await codeSentTo(first);
    expect((await owner.post('/users/me/phone/confirm/', { code })).status).toBe(200);
    expect((await putPhone(owner, first)).status).toBe(202);

    await changePhone(owner, freshPhone());
    const destination = () =>
      owner.request(`/fundraisers/${shortCode}/payout-destination/`, {
        method: 'PUT',
        json: { kind: 'mpesa', phone: freshPhone(), current_password: STRONG_PASSWORD },
      });
    const held = await destination();
    expect([held.status, held.body.message]).toEqual([409, MSG.phoneJustChanged]);
    const { user_id } = await server
      .db()
      .selectFrom('fundraisers')
      .select('user_id')
      .where('short_code', '=', shortCode)
      .executeTakeFirstOrThrow();
    await dayLater(user_id);
    expect((await destination()).status).toBe(202);
  });
});
