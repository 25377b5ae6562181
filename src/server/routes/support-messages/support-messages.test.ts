import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { liveFundraiser, review, startDonation, waitForDonation } from '#tests/support/donations.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';
import { insertDonation, minute } from '#tests/support/support-messages.ts';

// Words of support (D-171): the messages of paid donations on the public page (review and list),
// newest first, without anything personal of an anonymous donor; the owner alone sees hidden ones
// and hides or shows them, naming them by the donation's reference, never its id.

afterAll(closeTestDb);

const list = (code: string, query = '') => new Session().get(`/fundraisers/${code}/support-messages/${query}`);
const ownerPath = (code: string) => `/fundraisers/${code}/support-messages/all/`;
const itemPath = (code: string, reference: string) => `/fundraisers/${code}/support-messages/${reference}/`;

describe('words of support on the public page', () => {
  it('shows only paid donations’ words, newest first, and an anonymous donor as nothing but anonymous', async () => {
    const f = await liveFundraiser('Hospital bill for Mama Njeri');
    await insertDonation(f.id, { message: 'Pole sana, Mama. Get well soon!', at: minute(1), name: 'Achieng' });
    await insertDonation(f.id, { message: 'Still waiting for my PIN', at: minute(2), status: 'pending' });
    await insertDonation(f.id, { message: 'This one failed', at: minute(3), status: 'failed' });
    await insertDonation(f.id, { message: null, at: minute(4), name: 'Silent Otieno' });
    await insertDonation(f.id, { message: 'Mungu akubariki', at: minute(5), name: 'Secret Kamau', anonymous: true });

    const reply = await list(f.short_code);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      { donor_name: null, anonymous: true, message: 'Mungu akubariki', paid_at: minute(5) },
      { donor_name: 'Achieng', anonymous: false, message: 'Pole sana, Mama. Get well soon!', paid_at: minute(1) },
    ]);
    expect(reply.body.meta).toMatchObject({ page: 1, total: 2, total_pages: 1 });
    // The page's own read of the fundraiser carries the same first words.
    const read = await review(f.short_code);
    expect(read.support_messages).toEqual({ data: reply.body.data, total: 2 });
    // Nothing personal of the anonymous donor anywhere, and no donation's id or reference.
    for (const body of [JSON.stringify(reply.body), JSON.stringify(read)]) {
      expect(body).not.toContain('Secret Kamau');
      expect(body).not.toContain('254711000111');
    }
    for (const words of [reply.body.data, read.support_messages.data])
      expect(JSON.stringify(words)).not.toMatch(/"(id|reference)"/);
    expect((await list('NoSuchCd')).status).toBe(404);
  });

  it('pages the words, so a fundraiser with many shows a bounded list', async () => {
    const f = await liveFundraiser();
    for (let i = 1; i <= 7; i++) await insertDonation(f.id, { message: `Message ${i}`, at: minute(i) });
    const first = await review(f.short_code);
    expect(first.support_messages.total).toBe(7);
    expect(first.support_messages.data.map((m: { message: string }) => m.message)).toEqual([
      'Message 7',
      'Message 6',
      'Message 5',
      'Message 4',
      'Message 3',
    ]);
    const second = await list(f.short_code, '?page=2&page_size=5');
    expect(second.body.data.map((m: { message: string }) => m.message)).toEqual(['Message 2', 'Message 1']);
    expect(second.body.meta).toMatchObject({ page: 2, total: 7, total_pages: 2 });
  });

  it('shows the words typed with a real M-Pesa donation once it is paid, without the donor’s number', async () => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, {
      display_name: 'Hidden Name',
      anonymous: true,
      message: 'Tuko pamoja',
    });
    expect((await list(f.short_code)).body.data).toEqual([]);
    await waitForDonation(started.id, (d) => d.status === 'succeeded');
    const reply = await list(f.short_code);
    expect(reply.body.data).toEqual([
      { donor_name: null, anonymous: true, message: 'Tuko pamoja', paid_at: expect.any(String) },
    ]);
    expect(JSON.stringify(reply.body)).not.toContain('Hidden Name');
  });
});

describe("the owner's words of support", () => {
  it('lets the owner hide words: gone from the page and the review at once, still listed for the owner, shown again', async () => {
    const f = await liveFundraiser();
    const kept = await insertDonation(f.id, { message: 'Keep going!', at: minute(1) });
    const rude = await insertDonation(f.id, { message: 'Something unkind', at: minute(2), name: 'Troll' });
    await review(f.short_code); // the page's kept copy is read before the change

    const hidden = await f.owner.request(itemPath(f.short_code, rude.reference), {
      method: 'PATCH',
      json: { hidden: true },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({
      message: MSG.supportMessageHidden,
      data: {
        reference: rude.reference,
        hidden: true,
        donor_name: 'Troll',
        anonymous: false,
        message: 'Something unkind',
        paid_at: minute(2),
      },
    });
    expect((await list(f.short_code)).body.data.map((m: { message: string }) => m.message)).toEqual(['Keep going!']);
    expect((await review(f.short_code)).support_messages).toMatchObject({ total: 1 });

    const mine = await f.owner.get(ownerPath(f.short_code));
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((m: { reference: string; hidden: boolean }) => [m.reference, m.hidden])).toEqual([
      [rude.reference, true],
      [kept.reference, false],
    ]);
    // The owner names words by reference: the donor's receipt secret is in no answer.
    expect(JSON.stringify(mine.body)).not.toContain(rude.id);
    expect(JSON.stringify(hidden.body)).not.toContain(rude.id);

    const shown = await f.owner.request(itemPath(f.short_code, rude.reference), {
      method: 'PATCH',
      json: { hidden: false },
    });
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBe(MSG.supportMessageShown);
    expect((await list(f.short_code)).body.meta.total).toBe(2);
  });

  it('refuses everyone but the owner (a reviewer too), an unknown reference, the id, and another fundraiser’s words', async () => {
    const f = await liveFundraiser();
    const words = await insertDonation(f.id, { message: 'Asante', at: minute(1) });
    const other = await liveFundraiser('Another cause');
    const theirs = await insertDonation(other.id, { message: 'Not yours', at: minute(1) });
    const patch = (session: Session, code: string, ref: string, hidden: unknown = true) =>
      session.request(itemPath(code, ref), { method: 'PATCH', json: { hidden } });

    const { session: stranger } = await verifiedUser('stranger');
    expect((await patch(stranger, f.short_code, words.reference)).status).toBe(403);
    expect((await stranger.get(ownerPath(f.short_code))).status).toBe(403);
    expect((await patch(await reviewerSession(), f.short_code, words.reference)).status).toBe(403);
    expect((await patch(new Session(), f.short_code, words.reference)).status).toBe(401);
    expect((await new Session().get(ownerPath(f.short_code))).status).toBe(401);

    expect((await patch(f.owner, f.short_code, randomUUID())).status).toBe(404);
    expect((await patch(f.owner, f.short_code, words.id)).status).toBe(404);
    expect((await patch(f.owner, f.short_code, theirs.reference)).status).toBe(404);
    const bad = await patch(f.owner, f.short_code, words.reference, 'yes');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.hidden).toEqual([MSG.supportMessageVisibility]);

    const stored = await testDb()
      .selectFrom('donations')
      .select('message_hidden_at')
      .where('reference', 'in', [words.reference, theirs.reference])
      .execute();
    expect(stored).toEqual([{ message_hidden_at: null }, { message_hidden_at: null }]);
  });
});
