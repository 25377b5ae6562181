import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { Session, STRONG_PASSWORD } from '#tests/support/api.ts';
import { outbox } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { confirm, login, me, notice, pendingChange, undo } from '#tests/support/email-change.ts';

// POST /users/undo-email-change/: the link mailed to the old address cancels the change, or undoes
// it and throws out whoever made it.

afterAll(closeTestDb);

describe('POST /users/undo-email-change/', () => {
  it('before confirmation: cancels the change and keeps every session', async () => {
    const { session, email, code } = await pendingChange('undo-early');
    const { token } = await notice(email);
    const reply = await undo(token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: MSG.emailChangeCancelled });
    const late = await confirm(session, code);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(MSG.noEmailChange);
    expect(await me(session)).toMatchObject({ email_address: email, is_verified: true });
  });

  it('after confirmation: restores the old address, signs every session out and voids reset links', async () => {
    const { session: intruder, email, newEmail, code } = await pendingChange('undo-late');
    const owner = new Session();
    expect((await login(email, STRONG_PASSWORD, owner)).status).toBe(200);
    expect((await confirm(intruder, code)).status).toBe(200);
    expect((await new Session().post('/users/forgot-password/', { email_address: newEmail })).status).toBe(200);
    const resetMail = (await outbox(newEmail)).find((m) => /reset/i.test(m.subject));
    const resetToken = new URL(resetMail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;

    const reply = await undo((await notice(email)).token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: MSG.emailChangeUndone });
    expect((await intruder.get('/users/me/')).status).toBe(401);
    expect((await owner.get('/users/me/')).status).toBe(401);
    const reset = await new Session().post('/users/reset-password/', {
      token: resetToken,
      new_password: 'N3w!Secret',
      password_confirm: 'N3w!Secret',
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(MSG.invalidResetToken);

    const back = await login(email);
    expect(back.status).toBe(200);
    expect(back.body.data.user).toMatchObject({ email_address: email, is_verified: true });
    expect((await login(newEmail)).status).toBe(401);
  });

  it('works once', async () => {
    const { email } = await pendingChange('undo-once');
    const { token } = await notice(email);
    expect((await undo(token)).status).toBe(200);
    const again = await undo(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: MSG.invalidUndoToken, errors: { token: [MSG.invalidUndoToken] } });
  });

  it('refuses an expired link', async () => {
    const { email, user } = await pendingChange('undo-expired');
    const { token } = await notice(email);
    await testDb()
      .updateTable('email_changes')
      .set({ undo_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await undo(token)).body).toEqual({
      message: MSG.invalidUndoToken,
      errors: { token: [MSG.invalidUndoToken] },
    });
  });

  it.each([undefined, '', 'made-up-token'])('refuses the token %j', async (token) => {
    const reply = await new Session().post('/users/undo-email-change/', { token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.invalidUndoToken, errors: { token: [MSG.invalidUndoToken] } });
  });
});
