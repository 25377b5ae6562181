import { afterAll, describe, expect, inject, it } from 'vitest';
import { pledgeCodeKey } from '#server/money/pledges/create.ts';
import { MSG } from '#shared/messages.ts';
import { dateAfter } from '#shared/pledges/instalments.ts';
import { PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { rawRequest, Session } from '#tests/support/api.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { liveFundraiser } from '#tests/support/donations.ts';
import { completeFundraiser } from '#tests/support/fundraisers.ts';
import { waitForTexts } from '#tests/support/sms.ts';
import { openPledge, pledge, pledgeBody, pledgeCode, pledgeRow, today, totals, view } from './pledges.test-support.ts';

// Pledging without an account (D-230), its phone's code, its link, its status and its release
// (D-231), against the real server, its database and the SMS simulator.

afterAll(closeTestDb);

const post = (path: string, body?: unknown) => new Session().post(path, body);

describe('pledging', () => {
  it('takes a pledge as unconfirmed and texts its code; it counts nowhere until confirmed', async () => {
    const f = await liveFundraiser();
    const made = await pledge(f.short_code, { amount: 5000 });
    expect(made.id).toMatch(/^[A-Za-z0-9]{12}$/);
    const [text] = await waitForTexts(made.phone);
    expect(text?.message).toMatch(/^\d{6} is your Harambee code to confirm your pledge of KES 5,000\./);
    const row = await pledgeRow(made.id);
    expect(row).toMatchObject({ state: 'unconfirmed', number: 1, reference: `${f.short_code}-1`, token_hash: null });
    // Unconfirmed: not pledged on the page, not listed, no link opens it.
    const { pledged, data } = await totals(f.short_code);
    expect(pledged).toBe(0);
    expect(data.pledges).toEqual([]);
    expect((await new Session().get(`/pledges/${made.id}/?t=anything`)).status).toBe(404);
  });

  it('checks every field with the schema words, and takes pledges only for live fundraisers', async () => {
    const f = await liveFundraiser();
    const path = `/fundraisers/${f.short_code}/pledges/`;
    const bad = async (overrides: Record<string, unknown>) => {
      const reply = await post(path, pledgeBody(overrides));
      expect(reply.status, JSON.stringify(overrides)).toBe(400);
      return reply.body.errors;
    };
    expect((await bad({ due_date: '2020-01-01' })).due_date).toEqual([PLEDGE_MSG.dueDatePast]);
    expect((await bad({ due_date: dateAfter(today(), 'monthly', 13) })).due_date).toEqual([PLEDGE_MSG.dueDateTooFar]);
    expect((await bad({ due_date: '2026-02-30' })).due_date).toEqual([PLEDGE_MSG.dueDateInvalid]);
    expect((await bad({ amount: 5 })).amount).toEqual([MSG.amountMin]);
    expect((await bad({ amount: 100.5 })).amount).toEqual([MSG.amountWhole]);
    expect((await bad({ instalments: 13, period: 'weekly' })).instalments).toEqual([PLEDGE_MSG.instalmentsRange]);
    expect((await bad({ instalments: 3 })).period).toEqual([PLEDGE_MSG.periodRequired]);
    expect((await bad({ amount: 20, instalments: 3, period: 'weekly' })).instalments).toEqual([
      PLEDGE_MSG.instalmentTooSmall,
    ]);
    expect((await bad({ phone: '12345' })).phone).toEqual([MSG.phoneInvalid]);
    // A year ahead at most, today at the earliest: both ends are taken.
    await pledge(f.short_code, { due_date: dateAfter(today(), 'monthly', 12) });
    const { session: owner } = await verifiedUser('pending-pledge');
    const pending = await completeFundraiser(owner);
    const notLive = await post(`/fundraisers/${pending.short_code}/pledges/`, pledgeBody());
    expect([notLive.status, notLive.body.message]).toEqual([409, MSG.fundraiserNotLive]);
    expect((await post('/fundraisers/NoSuchCd/pledges/', pledgeBody())).status).toBe(404);
  });

  it('confirms with the right code once, gives the link (from PUBLIC_URL) and texts it', async () => {
    const f = await liveFundraiser();
    const made = await pledge(f.short_code, { amount: 2500, language: 'sw' });
    const code = await pledgeCode(made.phone);
    const wrong = await post(`/pledges/${made.id}/confirm/`, { code: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.errors?.code]).toEqual([400, [MSG.invalidCode]]);
    // A forged Host (through node:http: fetch writes its own) changes nothing in the link.
    const ok = await rawRequest(`/pledges/${made.id}/confirm/`, {
      method: 'POST',
      headers: { host: 'evil.example', 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      body: JSON.stringify({ code }),
    });
    expect(ok.status, ok.text).toBe(200);
    const { token, link, status } = JSON.parse(ok.text).data;
    expect(status).toBe('open');
    // Built from the configured origin, whatever Host the request came with.
    expect(link).toBe(`${inject('serverEnv').PUBLIC_URL}/p/${made.id}?t=${token}`);
    expect(token).toMatch(/^[\w-]{22}$/);
    expect((await pledgeRow(made.id)).token_hash).not.toContain(token);
    const again = await post(`/pledges/${made.id}/confirm/`, { code });
    expect([again.status, again.body.message]).toEqual([409, PLEDGE_MSG.alreadyConfirmed]);
    // Its link by SMS, in the pledger's language.
    const texts = await waitForTexts(made.phone, 2);
    expect(texts.some((t) => t.message.includes('imethibitishwa') && t.message.includes(link))).toBe(true);
    const seen = await view(made.id, token);
    expect(seen).toMatchObject({ status: 'open', amount: 2500, paid: 0, remaining: 2500, due_date: today() });
    expect(seen.fundraiser.short_code).toBe(f.short_code);
    // Its numeric account (D-254); the reference `{code}-1` still pays.
    expect(seen.paybill.account).toBe((await pledgeRow(made.id)).account_number);
    expect(seen.pay_url).toContain(`/f/${f.short_code}/donate?pledge=${made.id}&t=`);
    const { pledged, raised } = await totals(f.short_code);
    expect([pledged, raised]).toEqual([2500, 0]);
  });

  it('refuses an expired code with the existing words, and sends a new one on request', async () => {
    const f = await liveFundraiser();
    const made = await pledge(f.short_code);
    const code = await pledgeCode(made.phone);
    await testDb()
      .updateTable('verification_attempts')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id_hash', '=', pledgeCodeKey(made.id))
      .execute();
    const expired = await post(`/pledges/${made.id}/confirm/`, { code });
    expect(expired.body.errors?.code).toEqual([MSG.otpExpired]);
    expect((await post(`/pledges/${made.id}/code/`)).status).toBe(202);
    const fresh = await pledgeCode(made.phone);
    expect((await post(`/pledges/${made.id}/confirm/`, { code: fresh })).status).toBe(200);
    expect((await post(`/pledges/${made.id}/code/`)).status).toBe(409);
  });

  it('is released in one tap from its link, and no longer pledged', async () => {
    const f = await liveFundraiser();
    const p = await openPledge(f.short_code, { amount: 3000 });
    expect((await totals(f.short_code)).pledged).toBe(3000);
    const wrong = await post(`/pledges/${p.id}/release/?t=not-the-token`);
    expect(wrong.status).toBe(404);
    const released = await post(`/pledges/${p.id}/release/?t=${p.token}`);
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({ status: 'released', pay_url: null, paybill: null });
    // The pledger's own page: no cache keeps it.
    expect(released.headers.get('cache-control')).toBe('no-store');
    expect((await totals(f.short_code)).pledged).toBe(0);
    // Twice is the same answer.
    expect((await post(`/pledges/${p.id}/release/?t=${p.token}`)).body.data.status).toBe('released');
  });

  it('is overdue once a due date has passed unpaid (time moved in the database)', async () => {
    const f = await liveFundraiser();
    const p = await openPledge(f.short_code, { amount: 1200 });
    await testDb().updateTable('pledges').set({ due_date: '2026-01-05' }).where('id', '=', p.id).execute();
    expect((await view(p.id, p.token)).status).toBe('overdue');
    expect((await view(p.id, p.token)).due_now).toBe(1200);
  });
});

describe('guessing', () => {
  it('limits wrong codes: five per code, then ten tries per pledge', async () => {
    const f = await liveFundraiser();
    const made = await pledge(f.short_code);
    const code = await pledgeCode(made.phone);
    const other = code === '000000' ? '111111' : '000000';
    const answers: (string | number)[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await post(`/pledges/${made.id}/confirm/`, { code: i < 5 ? other : code });
      answers.push(r.status === 400 ? r.body.errors.code[0] : r.status);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(MSG.invalidCode));
    // The fifth wrong code voids the code: even the right one no longer works.
    expect(answers.slice(4, 10)).toEqual(Array(6).fill(MSG.codeVoid));
    expect(answers[10]).toBe(429);
    expect((await pledgeRow(made.id)).state).toBe('unconfirmed');
  });

  it('limits wrong tokens of a link per address, never locking the pledger out', async () => {
    const f = await liveFundraiser();
    const p = await openPledge(f.short_code);
    const guesser = new Session();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await guesser.get(`/pledges/${p.id}/?t=guess${i}`)).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses[60]).toBe(429);
    // The guesser is refused even the real link: guessing cannot go on behind it.
    expect((await guesser.get(`/pledges/${p.id}/?t=${p.token}`)).status).toBe(429);
    // The pledger, from any other address, still opens it (D-231).
    expect((await new Session().get(`/pledges/${p.id}/?t=${p.token}`)).status).toBe(200);
  });

  it('limits codes sent to one number', async () => {
    const f = await liveFundraiser();
    const body = pledgeBody();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(`/fundraisers/${f.short_code}/pledges/`, body)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
