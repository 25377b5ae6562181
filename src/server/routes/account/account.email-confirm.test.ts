import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { TIMINGS } from '#shared/constants.ts';
import { Session, uniqueEmail } from '#tests/support/api.ts';
import { register, verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { askChange, changeCode, confirm, login, me, pendingChange, wrongCode } from '#tests/support/email-change.ts';

// POST /users/me/email/confirm/: the code mailed to the new address switches the account to it.

afterAll(closeTestDb);

describe('POST /users/me/email/confirm/', () => {
  it('switches the address with the code; signing in then works with the new address only', async () => {
    const { session, email, user, newEmail, code } = await pendingChange('confirm');
    const reply = await confirm(session, code);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG.emailChanged);
    expect(reply.body.data.user).toMatchObject({ id: user.id, email_address: newEmail, is_verified: true });
    expect(await me(session)).toMatchObject({ email_address: newEmail });

    const fresh = await login(newEmail);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.user.id).toBe(user.id);
    expect((await login(email)).status).toBe(401);

    const again = await confirm(session, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: MSG.noEmailChange, errors: { verification_code: [MSG.noEmailChange] } });
  });

  it(`voids the code after ${TIMINGS.verificationAttemptsMax} wrong tries`, async () => {
    const { session, email, code } = await pendingChange('wrong-code');
    for (let i = 1; i < TIMINGS.verificationAttemptsMax; i++) {
      const reply = await confirm(session, wrongCode(code));
      expect(reply.status, `try ${i}`).toBe(400);
      expect(reply.body).toEqual({ message: MSG.invalidCode, errors: { verification_code: [MSG.invalidCode] } });
    }
    const last = await confirm(session, wrongCode(code));
    expect(last.body).toEqual({ message: MSG.codeVoid, errors: { verification_code: [MSG.codeVoid] } });
    const right = await confirm(session, code);
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ message: MSG.codeVoid, errors: { verification_code: [MSG.codeVoid] } });
    expect(await me(session)).toMatchObject({ email_address: email, is_verified: true });
  });

  it(`counts parallel wrong guesses one by one: never more than ${TIMINGS.verificationAttemptsMax} tries`, async () => {
    const { session, email, user, code } = await pendingChange('parallel');
    const replies = await Promise.all(Array.from({ length: 20 }, () => confirm(session, wrongCode(code))));
    const messages = replies.map((r) => (r.status === 429 ? 'limited' : r.body.message));
    // Each counted try but the last says 'invalid'; every other guess was refused unanswered.
    expect(messages.filter((m) => m === MSG.invalidCode).length).toBeLessThanOrEqual(
      TIMINGS.verificationAttemptsMax - 1,
    );
    expect(messages.every((m) => [MSG.invalidCode, MSG.codeVoid, 'limited'].includes(m))).toBe(true);
    const row = await testDb()
      .selectFrom('email_changes')
      .select('attempts')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(TIMINGS.verificationAttemptsMax);
    // The right code now finds no try left (or the rate limit, which 20 guesses reached).
    expect([400, 429]).toContain((await confirm(session, code)).status);
    expect(await me(session)).toMatchObject({ email_address: email });
  });

  it('refuses an expired code with 400 (a 401 would sign the app out)', async () => {
    const { session, email, user, code } = await pendingChange('expired');
    await testDb()
      .updateTable('email_changes')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const reply = await confirm(session, code);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.otpExpired, errors: { verification_code: [MSG.otpExpired] } });
    expect(await me(session)).toMatchObject({ email_address: email });
  });

  it('answers 409 when the new address was taken in the meantime', async () => {
    const { session, email, newEmail, code } = await pendingChange('taken');
    expect((await register(new Session(), { email_address: newEmail })).reply.status).toBe(201);
    const reply = await confirm(session, code);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ message: MSG.emailTaken, errors: { email_address: [MSG.emailTaken] } });
    expect(await me(session)).toMatchObject({ email_address: email });
  });

  it('takes only the code of the newest request', async () => {
    const { session, code: first } = await pendingChange('replaced');
    const second = uniqueEmail('replaced-second');
    expect((await askChange(session, second)).status).toBe(200);
    const old = await confirm(session, first);
    expect(old.status).toBe(400);
    expect((await confirm(session, await changeCode(second))).body.data.user.email_address).toBe(second);
  });

  it('answers 401 without a session, and validates the code', async () => {
    expect((await confirm(new Session(), '123456')).status).toBe(401);
    const { session } = await verifiedUser('code-shape');
    const reply = await confirm(session, '12');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.codeLength, errors: { verification_code: [MSG.codeLength] } });
  });
});
