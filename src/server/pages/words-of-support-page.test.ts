import { afterAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { closeTestDb } from '#tests/support/database.ts';
import { approve, createFundraiser, individualDetails, upload } from '#tests/support/fundraisers.ts';
import { imageFile, png } from '#tests/support/images.ts';
import { getPage, islandJson } from '#tests/support/pages.ts';
import { insertDonation, minute } from '#tests/support/support-messages.ts';

// /f/{code} as the server draws it, before any JavaScript: 'For {name}' (D-170) and the words of
// support (D-171), escaped, without an anonymous donor's name, without the words the owner hid.

afterAll(closeTestDb);

describe('GET /f/{short_code}: who it is for and the words of support', () => {
  it('draws them into the HTML and the island, text only, nothing personal of an anonymous donor', async () => {
    const { session } = await verifiedUser('for-mama');
    const f = await createFundraiser(session);
    const saved = await session.post(
      '/individual-details/',
      individualDetails(f.id, {
        fundraiser_title: 'Hospital bill for Mama Njeri',
        beneficiary: 'someone_else',
        beneficiary_name: 'Mama Njeri',
        beneficiary_relationship: 'parent',
      }),
    );
    expect(saved.status).toBe(201);
    expect((await upload(session, f.id, [imageFile(await png(), 'photo.png')])).status).toBe(201);
    await approve(f.short_code);
    await insertDonation(f.id, { message: 'Get well <script>alert(1)</script> soon', at: minute(1), name: 'Achieng' });
    await insertDonation(f.id, { message: 'Mungu akubariki', at: minute(2), name: 'Secret Kamau', anonymous: true });
    const hidden = await insertDonation(f.id, { message: 'Something unkind', at: minute(3), name: 'Troll' });
    const hide = await session.request(`/fundraisers/${f.short_code}/support-messages/${hidden.reference}/`, {
      method: 'PATCH',
      json: { hidden: true },
    });
    expect(hide.status).toBe(200);

    const res = await getPage(`/f/${f.short_code}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<strong>For Mama Njeri</strong>');
    expect(html).toContain('The organizer&#x27;s parent');
    // Named by whom it is for (D-253), on its page and on its card.
    expect(html).toContain('<span class="badge">Family fundraiser</span>');
    expect(html).not.toContain('Yourself fundraiser');
    const found = await new Session().get(`/fundraiser/search?q=${encodeURIComponent('Mama Njeri')}&page_size=50`);
    expect(found.body.data.find((c: { short_code: string }) => c.short_code === f.short_code)).toMatchObject({
      beneficiary_name: 'Mama Njeri',
      category: { slug: 'yourself' },
    });
    expect(html).toContain('<h2 id="fp-words-title">Words of support (2)</h2>');
    expect(html).toContain('Get well &lt;script&gt;alert(1)&lt;/script&gt; soon');
    expect(html).toContain('Mungu akubariki');
    expect(html).not.toContain('<script>alert(1)');
    for (const text of ['Secret Kamau', 'Something unkind', '254711000111', hidden.reference, hidden.id])
      expect(html, text).not.toContain(text);
    // The island hydrates from the same words.
    const island = JSON.parse(islandJson(html));
    expect(island.review.support_messages.total).toBe(2);
    expect(island.review.detail.beneficiary_name).toBe('Mama Njeri');
  });

  it('draws them in Kiswahili on a Kiswahili page', async () => {
    const { session } = await verifiedUser('kwa-ajili');
    const f = await createFundraiser(session);
    await session.post(
      '/individual-details/',
      individualDetails(f.id, {
        beneficiary: 'someone_else',
        beneficiary_name: 'Baraka',
        beneficiary_relationship: 'child',
      }),
    );
    await upload(session, f.id, [imageFile(await png(), 'photo.png')]);
    await approve(f.short_code);
    await insertDonation(f.id, { message: 'Tuko pamoja', at: minute(1), anonymous: true, name: 'Jina Siri' });
    const html = await (await getPage(`/f/${f.short_code}`, { cookie: 'harambee_lang=sw' })).text();
    expect(html).toContain('<strong>Kwa ajili ya Baraka</strong>');
    expect(html).toContain('Mtoto wa mwandalizi');
    expect(html).toContain('Bila jina');
    expect(html).not.toContain('Jina Siri');
  });
});
