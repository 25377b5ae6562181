import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { Session, uniqueEmail, type Reply } from '#tests/support/api.ts';
import { latestCode, outbox, register, verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';

// POST /users/verify-account/ and POST /users/resend-verification-code/.

afterAll(closeTestDb);

/** A 6-digit code that is certainly not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const cookieLine = (reply: Reply, name: string) => reply.setCookies.find((line) => line.startsWith(`${name}=`));

async function signUp(tag = 'verify') {
  const session = new Session();
  const { email, reply } = await register(session, { email_address: uniqueEmail(tag) });
  expect(reply.status).toBe(201);
  return { session, email, userId: reply.body.data.user.id as string, code: await latestCode(email) };
}

const verify = (session: Session, email_address: string, verification_code?: unknown) =>
  session.post('/users/verify-account/', { email_address, verification_code });

describe('POST /users/verify-account/', () => {
  it('verifies the account, signs in with HttpOnly cookies and lets the cookies reach /users/me/', async () => {
    const { session, email, userId, code } = await signUp();
    const reply = await verify(session, email, code);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG.accountVerified);
    expect(reply.body.data.user).toMatchObject({ id: userId, email_address: email, is_verified: true });
    expect(reply.body.data.user.verified_at).toEqual(expect.any(String));

    for (const [name, maxAge] of [
      ['access_token', 86400],
      ['refresh_token', 604800],
    ] as const) {
      const line = cookieLine(reply, name);
      expect(line, `${name} cookie`).toBeDefined();
      expect(line).toMatch(/^[^=]+=[^;]{20,};/);
      expect(line).toMatch(/;\s*HttpOnly(;|$)/i);
      expect(line).toMatch(/;\s*SameSite=Strict(;|$)/i);
      expect(line).toMatch(/;\s*Path=\/(;|$)/i);
      expect(line).toMatch(new RegExp(`;\\s*Max-Age=${maxAge}(;|$)`, 'i'));
    }

    const me = await session.get('/users/me/');
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({ id: userId, is_verified: true });
  });

  it('refuses a wrong code with 400 on verification_code and leaves the account unverified', async () => {
    const { session, email, code } = await signUp();
    const reply = await verify(session, email, wrongCode(code));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.invalidCode, errors: { verification_code: [MSG.invalidCode] } });
    expect(reply.setCookies).toEqual([]);
    expect((await session.get('/users/me/')).status).toBe(401);
  });

  it.each(['12345', '1234567', 'abcdef', '12 456'])('refuses the code %j: it must be 6 digits', async (bad) => {
    const { session, email } = await signUp();
    const reply = await verify(session, email, bad);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.codeLength, errors: { verification_code: [MSG.codeLength] } });
  });

  it.each([undefined, ''])('asks for the code when it is %j', async (missing) => {
    const { session, email } = await signUp();
    const reply = await verify(session, email, missing);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.codeRequired, errors: { verification_code: [MSG.codeRequired] } });
  });

  it("answers an expired code with 401 'OTP expired'", async () => {
    const { session, email, userId, code } = await signUp();
    await testDb()
      .updateTable('verification_attempts')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', userId)
      .execute();
    const reply = await verify(session, email, code);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: MSG.otpExpired });
    expect(reply.setCookies).toEqual([]);
  });

  it('voids the code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const { session, email, code } = await signUp();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const reply = await verify(session, email, wrongCode(code));
      expect(reply.status, `attempt ${attempt}`).toBe(400);
      expect(reply.body.message).toBe(MSG.invalidCode);
    }
    const fifth = await verify(session, email, wrongCode(code));
    expect(fifth.status).toBe(400);
    expect(fifth.body).toEqual({ message: MSG.codeVoid, errors: { verification_code: [MSG.codeVoid] } });

    const right = await verify(session, email, code);
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ message: MSG.codeVoid, errors: { verification_code: [MSG.codeVoid] } });

    expect((await session.post('/users/resend-verification-code/', { email_address: email })).status).toBe(200);
    const fresh = await verify(session, email, await latestCode(email));
    expect(fresh.status).toBe(200);
    expect(fresh.body.message).toBe(MSG.accountVerified);
  });

  it('answers a verified account like a wrong code, so the call tells nothing about the address', async () => {
    const { session, email } = await verifiedUser('twice');
    for (const who of [session, new Session()]) {
      const reply = await verify(who, email, '123456');
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message: MSG.invalidCode, errors: { verification_code: [MSG.invalidCode] } });
    }
  });

  it('counts no more than 5 tries when 9 wrong guesses arrive at once', async () => {
    // 9 guesses and then the right code stay within the 10 calls per e-mail the rate limit allows.
    const { session, email, userId, code } = await signUp('parallel');
    const replies = await Promise.all(Array.from({ length: 9 }, () => verify(session, email, wrongCode(code))));
    expect(replies.map((r) => r.status)).toEqual(Array(9).fill(400));
    expect(replies.filter((r) => r.body.message === MSG.invalidCode)).toHaveLength(4);
    const row = await testDb()
      .selectFrom('verification_attempts')
      .select('attempts')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await verify(session, email, code)).body.message).toBe(MSG.codeVoid);
  });

  it('lets only one of two requests with the right code through', async () => {
    const { session, email, code } = await signUp('double');
    const replies = await Promise.all([verify(session, email, code), verify(session, email, code)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('answers an unknown e-mail like a wrong code, without revealing that there is no account', async () => {
    const reply = await verify(new Session(), uniqueEmail('ghost'), '123456');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.invalidCode, errors: { verification_code: [MSG.invalidCode] } });
  });

  it('accepts the code of a resend after the first code expired', async () => {
    const { session, email, userId } = await signUp('expired-resend');
    await testDb()
      .updateTable('verification_attempts')
      .set({ expires_at: new Date(0).toISOString() })
      .where('user_id', '=', userId)
      .execute();
    expect((await session.post('/users/resend-verification-code/', { email_address: email })).status).toBe(200);
    expect((await verify(session, email, await latestCode(email))).status).toBe(200);
  });

  it('does not verify with a code sent to another account', async () => {
    const a = await signUp('a');
    const b = await signUp('b');
    const reply = await verify(a.session, a.email, b.code === a.code ? wrongCode(a.code) : b.code);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MSG.invalidCode);
  });
});

describe('POST /users/resend-verification-code/', () => {
  it('gives the same answer for unverified, verified and unknown e-mails', async () => {
    const { email: unverified, session: signUpSession } = await signUp('resend');
    const { email: verified, session: verifiedSession } = await verifiedUser('resend-ok');
    const unknown = uniqueEmail('nobody');
    const replies = await Promise.all(
      [
        [signUpSession, unverified],
        [verifiedSession, verified],
        [new Session(), unknown],
        [new Session(), unverified],
      ].map(([session, email_address]) =>
        (session as Session).post('/users/resend-verification-code/', { email_address }),
      ),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ message: MSG.codeResent });
    }
    expect(await outbox(unknown)).toEqual([]);
    expect((await outbox(verified)).filter((m) => /verification code/i.test(m.subject))).toHaveLength(1);
    // The sign-up's browser got a second code; a browser with no sign-up of its own got none.
    expect((await outbox(unverified)).filter((m) => /verification code/i.test(m.subject))).toHaveLength(2);
  });

  it('sends a new code that works while the old one no longer does', async () => {
    const { session, email, code: oldCode } = await signUp('resend');
    const reply = await session.post('/users/resend-verification-code/', { email_address: email.toUpperCase() });
    expect(reply.status).toBe(200);
    const newCode = await latestCode(email);
    if (newCode !== oldCode) {
      const stale = await verify(session, email, oldCode);
      expect(stale.status).toBe(400);
      expect(stale.body.message).toBe(MSG.invalidCode);
    }
    const ok = await verify(session, email, newCode);
    expect(ok.status).toBe(200);
  });

  it.each([
    [{}, MSG.emailRequired],
    [{ email_address: 'nope' }, MSG.emailInvalid],
  ])('validates the e-mail (%j)', async (body, text) => {
    const reply = await new Session().post('/users/resend-verification-code/', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: text, errors: { email_address: [text] } });
  });
});
