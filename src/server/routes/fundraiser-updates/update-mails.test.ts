import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { unsubscribeToken } from '#server/services/fundraiser-updates/unsubscribe-token.ts';
import { MSG } from '#shared/messages.ts';
import { outbox } from '#tests/support/accounts.ts';
import { rawRequest, Session, uniqueEmail } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';
import { freshPhone, liveFundraiser, startDonation, waitForDonation } from '#tests/support/donations.ts';

// An update is e-mailed once to each donor address that asked for updates: succeeded donations
// only, one message per recipient, each with a working unsubscribe link; a retry sends nothing more.

const updateMails = async (email: string) => (await outbox(email)).filter((m) => m.subject.startsWith('Update: '));

/** Waits until every address has `count` update e-mails (sending follows the answer). */
async function waitForMails(emails: string[], count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const counts = await Promise.all(emails.map(async (e) => (await updateMails(e)).length));
    if (counts.every((n) => n >= count)) return;
    if (Date.now() > deadline) throw new Error(`update e-mails: ${counts.join(', ')}, expected ${count}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function give(shortCode: string, overrides: Record<string, unknown>) {
  const started = await startDonation(shortCode, { phone: freshPhone(), ...overrides });
  return waitForDonation(started.id);
}

describe('update e-mails', () => {
  it('go to each opted-in address of succeeded donations, once, and stop after unsubscribing', async () => {
    const f = await liveFundraiser('Clinic roof for Kilifi');
    const [twice, hidden, optedOut, failed, pending] = ['twice', 'hidden', 'no', 'failed', 'pending'].map((t) =>
      uniqueEmail(`donor-${t}`),
    ) as [string, string, string, string, string];
    // The same address twice (once in capitals): one message.
    expect((await give(f.short_code, { email: twice })).status).toBe('succeeded');
    expect((await give(f.short_code, { email: twice.toUpperCase(), display_name: 'Again' })).status).toBe('succeeded');
    expect((await give(f.short_code, { email: hidden, anonymous: true })).status).toBe('succeeded');
    expect((await give(f.short_code, { email: optedOut, updates: false })).status).toBe('succeeded');
    expect((await give(f.short_code, { email: failed, phone: '0700001032' })).status).toBe('cancelled');
    // Never answered by the donor (pending, then timed out): never a succeeded donation.
    await startDonation(f.short_code, { email: pending, phone: '0700001037' });

    const headers = { 'idempotency-key': 'mail-once' };
    const text = 'The roof is on! <b>Asante</b> sana.';
    expect((await f.owner.post(`/fundraisers/${f.short_code}/updates/`, { body: text }, headers)).status).toBe(201);
    // The reply was lost and the phone tries again: replayed, nothing sent twice.
    const retried = await f.owner.post(`/fundraisers/${f.short_code}/updates/`, { body: text }, headers);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    await waitForMails([twice, hidden], 1);
    await new Promise((r) => setTimeout(r, 500));

    const [toTwice, toHidden] = [await updateMails(twice), await updateMails(hidden)];
    expect(toTwice).toHaveLength(1);
    expect(toHidden).toHaveLength(1);
    expect(toTwice[0]!.subject).toBe('Update: Clinic roof for Kilifi');
    expect(toTwice[0]!.text).toContain('Achieng Odhiambo posted an update on "Clinic roof for Kilifi":');
    expect(toTwice[0]!.text).toContain(text);
    expect(toTwice[0]!.text).toContain(`/f/${f.short_code}`);
    // One message per recipient: no one sees another donor's address.
    expect(toTwice[0]!.text).not.toContain(hidden);
    expect(toHidden[0]!.text).not.toContain(twice);
    for (const address of [optedOut, failed, pending]) expect(await updateMails(address)).toEqual([]);

    // The link is on the public origin and carries the donation and its signature.
    const link = new URL(toTwice[0]!.text.match(/Stop these e-mails: (\S+)/)![1]!);
    expect(link.pathname).toBe('/api/fundraiser-updates/unsubscribe/');
    expect(link.origin).toMatch(/^http:\/\/localhost:\d+$/);
    const query = link.search;
    // It names the donation by its reference, never by its id (the receipt link's secret, D-156).
    const rows = await testDb()
      .selectFrom('donations')
      .select(['id', 'reference'])
      .where('fundraiser_id', '=', f.id)
      .execute();
    expect(rows.map((r) => r.reference)).toContain(link.searchParams.get('ref'));
    for (const { id } of rows) expect(toTwice[0]!.text).not.toContain(id);
    // Opening the link changes nothing (mail scanners open links): it shows a button.
    const page = await rawRequest(`/fundraiser-updates/unsubscribe/${query}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop e-mails with updates from “Clinic roof for Kilifi”?');
    // A forged token is refused.
    const forged = new URLSearchParams(query);
    forged.set('token', 'A'.repeat(43));
    const refused = await new Session().post('/fundraiser-updates/unsubscribe/', Object.fromEntries(forged));
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(MSG.unsubscribeInvalid);
    // The page's plain form posts the same fields.
    const done = await rawRequest('/fundraiser-updates/unsubscribe/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: query.slice(1),
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You will no longer receive this fundraiser&#39;s updates by e-mail.');

    expect((await f.owner.post(`/fundraisers/${f.short_code}/updates/`, { body: 'Second news' })).status).toBe(201);
    await waitForMails([hidden], 2);
    await new Promise((r) => setTimeout(r, 500));
    expect(await updateMails(twice)).toHaveLength(1);
  });
});

describe('an unsubscribe link e-mailed before donations had references', () => {
  it('still works: it names the donation by its id, signed the same way (D-157)', async () => {
    const f = await liveFundraiser('Books for Lamu');
    const donor = uniqueEmail('donor-old-link');
    const donation = await give(f.short_code, { email: donor });
    expect(donation.status).toBe('succeeded');
    const stayed = uniqueEmail('donor-stays');
    expect((await give(f.short_code, { email: stayed })).status).toBe('succeeded');
    const env = loadEnv(inject('serverEnv'));
    const query = new URLSearchParams({ donation: donation.id, token: unsubscribeToken(env, donation.id) });
    const page = await rawRequest(`/fundraiser-updates/unsubscribe/?${query.toString()}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop e-mails with updates from “Books for Lamu”?');
    expect(page.text).toContain(`name="donation" value="${donation.id}"`);
    const done = await rawRequest('/fundraiser-updates/unsubscribe/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: query.toString(),
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You will no longer receive this fundraiser&#39;s updates by e-mail.');
    // Its token names the id: it is no signature of anything else.
    const swapped = new URLSearchParams({ ref: donation.id, token: query.get('token')! });
    expect((await new Session().post('/fundraiser-updates/unsubscribe/', Object.fromEntries(swapped))).status).toBe(
      404,
    );

    expect((await f.owner.post(`/fundraisers/${f.short_code}/updates/`, { body: 'We bought the books' })).status).toBe(
      201,
    );
    await waitForMails([stayed], 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await updateMails(donor)).toEqual([]);
  });
});

describe('an update whose e-mails a crashed process never sent', () => {
  it('is e-mailed when the next update is posted (once: the claim), and one older than a week is not', async () => {
    const f = await liveFundraiser('Desks for Wajir');
    const donor = uniqueEmail('donor-late');
    expect((await give(f.short_code, { email: donor })).status).toBe('succeeded');
    const owner = await testDb()
      .selectFrom('fundraisers')
      .select('user_id')
      .where('id', '=', f.id)
      .executeTakeFirstOrThrow();
    // Committed, then the process died before it took the e-mails (nothing claimed them).
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    for (const [id, body, created_at] of [
      [randomUUID(), 'Lost in the crash', ago(30)],
      [randomUUID(), 'Far too old to send now', ago(8 * 24 * 60)],
    ] as const)
      await testDb()
        .insertInto('fundraiser_updates')
        .values({ id, fundraiser_id: f.id, author_id: owner.user_id, body, created_at, mail_claimed_at: null })
        .execute();

    expect((await f.owner.post(`/fundraisers/${f.short_code}/updates/`, { body: 'Fresh news' })).status).toBe(201);
    await waitForMails([donor], 2);
    expect((await f.owner.post(`/fundraisers/${f.short_code}/updates/`, { body: 'More news' })).status).toBe(201);
    await waitForMails([donor], 3);
    await new Promise((r) => setTimeout(r, 500));
    const texts = (await updateMails(donor)).map((m) => m.text);
    expect(texts).toHaveLength(3);
    expect(texts.filter((t) => t.includes('Lost in the crash'))).toHaveLength(1);
    expect(texts.some((t) => t.includes('Far too old to send now'))).toBe(false);
  });
});
