import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session, STRONG_PASSWORD } from '#tests/support/api.ts';
import { liveFundraiser } from '#tests/support/donations.ts';
import { approve, completeFundraiser, individualDetails } from '#tests/support/fundraisers.ts';

const search = (q: string, extra = '') => new Session().get(`/fundraiser/search?q=${encodeURIComponent(q)}${extra}`);
const ids = (reply: { body: { data: { id: string }[] } }) => reply.body.data.map((c) => c.id);

describe('GET /api/fundraiser/search', () => {
  it('finds a fundraiser only once it is live', async () => {
    const word = `zebra${randomUUID().slice(0, 6)}`;
    const { session } = await verifiedUser();
    const fundraiser = await completeFundraiser(session, `Borehole for ${word} village`);
    expect(ids(await search(word))).toEqual([]);
    await approve(fundraiser.short_code);
    const found = await search(word);
    expect(found.status).toBe(200);
    expect(ids(found)).toEqual([fundraiser.id]);
    expect(found.body.data[0]).toMatchObject({ status: 'live', title: `Borehole for ${word} village` });
  });

  it('ranks a title match above a match in the details', async () => {
    const word = `okapi${randomUUID().slice(0, 6)}`;
    const { session } = await verifiedUser();
    const inDetails = await completeFundraiser(
      session,
      'Dairy goats for Nyeri widows',
      `Our ${word} cooperative needs goats.`,
    );
    const inTitle = await completeFundraiser(session, `The ${word} reading club`);
    await approve(inDetails.short_code);
    await approve(inTitle.short_code);
    const found = await search(word.toUpperCase());
    expect(ids(found)).toEqual([inTitle.id, inDetails.id]);
    expect(found.body.data[0].score).toBeGreaterThan(found.body.data[1].score);
  });

  it("matches the organiser's name and the category, and needs every word", async () => {
    const demoByName = await search('wanjiku');
    expect(demoByName.body.data[0].organizer).toBe('Wanjiku Kamau');
    const startups = await search('startup');
    expect(startups.body.data.length).toBeGreaterThan(0);
    for (const card of startups.body.data) expect(card.category.slug).toBe('startup');
    expect(ids(await search('water makueni'))).toHaveLength(1);
    expect(ids(await search(`water nosuchword${randomUUID().slice(0, 4)}`))).toEqual([]);
  });

  it('pages results and treats LIKE wildcards as plain text', async () => {
    const page = await search('a', '&page_size=2');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta.total).toBeGreaterThan(2);
    const second = await search('a', '&page_size=2&page=2');
    expect(ids(second).some((id: string) => ids(page).includes(id))).toBe(false);
    expect(ids(await search('%'))).toEqual([]);
    expect(ids(await search('_'))).toEqual([]);
  });

  it('answers a blank query with an empty list', async () => {
    const blank = await search('   ');
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('matches words by their beginning, follows an edit and a new name, and forgets a deleted organiser', async () => {
    const word = `tembo${randomUUID().slice(0, 6)}`;
    const f = await liveFundraiser(`Water tanks for ${word} school`);
    // A word's beginning finds it ('tank' in 'tanks'); a piece inside a word does not.
    expect(ids(await search(`${word} tank`))).toEqual([f.id]);
    expect(ids(await search(word.slice(2)))).toEqual([]);
    // The index follows the writes that change what it is made of, whichever path makes them.
    const edited = await f.owner.post('/individual-details/', individualDetails(f.id, { fundraiser_title: 'Desks' }));
    expect(edited.status).toBe(200);
    expect(ids(await search(`${word} tank`))).toEqual([]);
    const name = `Njeri${randomUUID().slice(0, 6)}`;
    expect((await f.owner.request('/users/me/', { method: 'PATCH', json: { firstname: name } })).status).toBe(200);
    expect(ids(await search(`${name} desks`))).toEqual([f.id]);
    const deleted = await f.owner.post('/users/me/delete/', { password: STRONG_PASSWORD, confirm: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(ids(await search(name))).toEqual([]);
  });
});
