import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { codeSentTo, freshPhone, simMessages, waitForTexts } from '#tests/support/sms.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { runSmsOutbox } from '#server/jobs/sms-outbox.ts';
import { createSmsClient } from '#server/services/sms/sms-client.ts';

// A phone number for codes (D-212) end to end: the server writes the code's SMS to its outbox, its
// worker sends it to the SMS simulator over HTTP, and the test reads it back from the simulator.

afterAll(closeTestDb);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PUT /users/me/phone/ and POST /users/me/phone/confirm/', () => {
  it('sends a code by SMS at once, and the right code verifies the number', async () => {
    const { session } = await verifiedUser('phone');
    const msisdn = freshPhone();
    const local = `0${msisdn.slice(3, 6)} ${msisdn.slice(6, 9)} ${msisdn.slice(9)}`;
    const put = await session.request('/users/me/phone/', { method: 'PUT', json: { phone: local } });
    expect(put.status).toBe(202);
    expect(put.body.data).toEqual({ phone: null, verified: false, pending: msisdn });
    const { code, text } = await codeSentTo(msisdn);
    expect(text).toContain('is your Harambee code');

    const wrong = await session.post('/users/me/phone/confirm/', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toEqual(['Invalid verification code']);

    const confirmed = await session.post('/users/me/phone/confirm/', { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      message: 'Your phone number is verified.',
      data: { phone: msisdn, verified: true, pending: null },
    });
    expect((await session.get('/users/me/phone/')).body.data).toEqual({ phone: msisdn, verified: true, pending: null });
    // A code works once.
    expect((await session.post('/users/me/phone/confirm/', { code })).status).toBe(400);

    const outbox = await new Session().get(`/dev/sms-outbox?to=${msisdn}`);
    expect(outbox.body.data).toEqual([expect.objectContaining({ to: msisdn, text, status: 'sent', send_after: null })]);
  });

  it("writes the text in the account's language", async () => {
    const { session } = await verifiedUser('phone-sw');
    expect((await session.request('/users/me/settings/', { method: 'PATCH', json: { language: 'sw' } })).status).toBe(
      200,
    );
    const msisdn = freshPhone();
    expect((await session.request('/users/me/phone/', { method: 'PUT', json: { phone: msisdn } })).status).toBe(202);
    expect((await codeSentTo(msisdn)).text).toMatch(/ni msimbo wako wa Harambee/);
  });

  it('refuses a number that is not a Kenyan mobile, and anyone signed out', async () => {
    const { session } = await verifiedUser('phone-bad');
    const bad = await session.request('/users/me/phone/', { method: 'PUT', json: { phone: '0201234567' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.phone).toEqual(['Enter a Kenyan mobile number, such as 0712 345 678']);
    const noCode = await session.post('/users/me/phone/confirm/', { code: '12' });
    expect(noCode.body.errors.code).toEqual(['The code must be 6 digits long.']);
    expect(
      (await new Session().request('/users/me/phone/', { method: 'PUT', json: { phone: freshPhone() } })).status,
    ).toBe(401);
  });

  it('voids the code after five wrong tries, and a new request voids the earlier code', async () => {
    const { session } = await verifiedUser('phone-tries');
    const msisdn = freshPhone();
    await session.request('/users/me/phone/', { method: 'PUT', json: { phone: msisdn } });
    const { code } = await codeSentTo(msisdn);
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await session.post('/users/me/phone/confirm/', { code: wrong })).body);
    expect(answers.at(-1).errors.code).toEqual(['Too many wrong codes. Please request a new code.']);
    const late = await session.post('/users/me/phone/confirm/', { code });
    expect(late.body.errors.code).toEqual(['Too many wrong codes. Please request a new code.']);

    await session.request('/users/me/phone/', { method: 'PUT', json: { phone: msisdn } });
    const second = (await waitForTexts(msisdn, 2))[0]!.message.match(/\d{6}/)![0];
    if (second !== code) expect((await session.post('/users/me/phone/confirm/', { code })).status).toBe(400);
    expect((await session.post('/users/me/phone/confirm/', { code: second })).status).toBe(200);
  });

  it('sends at most five codes an hour per account, and per number whoever asks', async () => {
    const { session } = await verifiedUser('phone-limit');
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await session.request('/users/me/phone/', { method: 'PUT', json: { phone: freshPhone() } })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);

    const target = freshPhone();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const { session: other } = await verifiedUser('phone-flood');
      answers.push((await other.request('/users/me/phone/', { method: 'PUT', json: { phone: target } })).status);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('the SMS outbox', () => {
  const row = (msisdn: string, fields: Record<string, unknown>) => ({
    id: randomUUID(),
    channel: 'sms' as const,
    status: 'pending' as 'pending' | 'sent',
    to_address: msisdn,
    subject: 'test',
    text: `Outbox test ${msisdn}`,
    created_at: new Date().toISOString(),
    send_after: null,
    claimed_until: null,
    ...fields,
  });
  const statusOf = async (id: string) =>
    (await testDb().selectFrom('outbox').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('sends a row claimed by a worker that died once its lease is over, and only once', async () => {
    const msisdn = freshPhone();
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    // A worker claimed this row and died: its lease runs for another minute.
    const held = row(msisdn, { claimed_until: future, attempts: 1 });
    await testDb().insertInto('outbox').values(held).execute();
    await sleep(2500);
    expect(await statusOf(held.id)).toBe('pending');
    expect(await simMessages(msisdn)).toEqual([]);

    // Finished texts older than 30 days go at this process's first run; a pending one never does.
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const oldSent = row(freshPhone(), { status: 'sent', created_at: old });
    const oldPending = row(freshPhone(), { created_at: old, send_after: future });
    await testDb().insertInto('outbox').values([oldSent, oldPending]).execute();

    // The lease ends; the server's worker and two more in this process race for the row.
    await testDb().updateTable('outbox').set({ claimed_until: past }).where('id', '=', held.id).execute();
    const env = inject('serverEnv');
    const client = createSmsClient({ apiUrl: env.SMS_API_URL!, username: env.SMS_USERNAME!, apiKey: env.SMS_API_KEY! });
    const deps = { db: testDb(), sms: { client } };
    await Promise.all([runSmsOutbox(deps), runSmsOutbox(deps)]);
    await waitForTexts(msisdn);
    await sleep(2500);
    expect(await simMessages(msisdn)).toHaveLength(1);
    expect(await statusOf(held.id)).toBe('sent');
    const left = await testDb()
      .selectFrom('outbox')
      .select('id')
      .where('id', 'in', [oldSent.id, oldPending.id])
      .execute();
    expect(left.map((r) => r.id)).toEqual([oldPending.id]);
  });

  it('holds a text until its time (quiet hours) and gives up on a number that opted out', async () => {
    const msisdn = freshPhone();
    const later = row(msisdn, { send_after: new Date(Date.now() + 3600_000).toISOString() });
    const optedOut = row('254700000406', {});
    await testDb().insertInto('outbox').values([later, optedOut]).execute();
    for (let i = 0; i < 50 && (await statusOf(optedOut.id)) === 'pending'; i++) await sleep(100);
    expect(await statusOf(optedOut.id)).toBe('failed');
    expect(await statusOf(later.id)).toBe('pending');
    expect(await simMessages(msisdn)).toEqual([]);
  });
});
