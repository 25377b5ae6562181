import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { apiUrl } from '#tests/support/api.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';
import { getPage, islandJson } from '#tests/support/pages.ts';
import { offerItem } from '../routes/items/items.test-support.ts';

// The items' pages the server draws, from the real server: the list at
// /fundraisers?view=items with its filters before any JavaScript, an item's page with its
// island's data, no phone or e-mail anywhere, user text escaped, real 404s, and the report form.

const word = () => `Zq${randomUUID().slice(0, 8).replace(/-/g, '')}`;
const cardTitles = (html: string) => [...html.matchAll(/<h2 class="card-title">([^<]*)<\/h2>/g)].map((m) => m[1]);
const list = (query: Record<string, string>) =>
  getPage(`/fundraisers?${new URLSearchParams({ view: 'items', ...query })}`);

describe('/fundraisers?view=items', () => {
  it('draws the items with their filters, escaped, and never the shared phone or an e-mail', async () => {
    const { session, email } = await verifiedUser('item-list');
    const w = word();
    const item = await offerItem(session, {
      title: `${w} shoes <script>alert(1)</script> $& $\``,
      town: `Kasarani $'`,
      share_phone: true,
      phone: '0712 345 678',
    });
    const res = await list({ q: w });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Items for donation · Harambee</title>');
    expect(html).toContain('<h1 id="items-title">Items for donation</h1>');
    // The filters are a plain GET form: search, category, county, kept as chosen.
    expect(html).toMatch(/<form [^>]*action="\/fundraisers" method="get"/);
    expect(html).toContain('<input type="hidden" name="view" value="items"/>');
    expect(html).toMatch(/<select [^>]*name="category"/);
    expect(html).toMatch(/<select [^>]*name="county"/);
    expect(html).toContain('<option value="Nairobi">Nairobi</option>');
    expect(html).toContain(`value="${w}"`);
    expect(cardTitles(html)).toEqual([`${w} shoes &lt;script&gt;alert(1)&lt;/script&gt; $&amp; $\``]);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`href="/items/${item.code}" class="card-link"`);
    expect(html).toContain('<span class="card-category">Shoes</span><span class="item-condition">Good</span>');
    expect(html).toContain('Kasarani $&#x27;, Nairobi');
    expect(html).toMatch(/Showing 1(<!-- -->)? of (<!-- -->)?1/);
    // Privacy: the donor's number in no form, and no e-mail address.
    for (const phone of ['0712345678', '0712 345 678', '254712345678', '712345678']) expect(html).not.toContain(phone);
    expect(html).not.toContain(email);
    expect(html).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    // No island: the list works with links and a form.
    expect(html).not.toContain('island-data');
  });

  it('filters by category and county, and pages with a plain Load more link', async () => {
    const { session } = await verifiedUser('item-filters');
    const w = word();
    await offerItem(session, { title: `${w} books`, category: 'books', county: 'Mombasa', town: 'Nyali' });
    await offerItem(session, { title: `${w} shoes`, category: 'shoes', county: 'Nairobi' });
    expect(cardTitles(await (await list({ q: w, category: 'books' })).text())).toEqual([`${w} books`]);
    expect(cardTitles(await (await list({ q: w, county: 'Nairobi' })).text())).toEqual([`${w} shoes`]);
    const none = await (await list({ q: w, category: 'books', county: 'Nairobi' })).text();
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain('No items match these filters.');
    expect(none).toMatch(/<option value="books" selected="">/);

    for (let i = 0; i < 11; i++) await offerItem(session, { title: `${w} more ${i}`, category: 'household' });
    const first = await (await list({ q: w })).text();
    expect(cardTitles(first)).toHaveLength(12);
    expect(first).toContain(`href="/fundraisers?view=items&amp;q=${w}&amp;page=2#item-page-2"`);
    const two = await (await list({ q: w, page: '2' })).text();
    expect(cardTitles(two)).toHaveLength(13);
    expect(two).toContain('id="item-page-2"');
    expect(two).not.toContain('page=3');
  });
});

describe('/items/{code}', () => {
  it('draws the item as a guest sees it, with its island, the sign-in link back here and no contact', async () => {
    const { session, email } = await verifiedUser('item-page');
    const item = await offerItem(session, {
      title: 'Study desk </script><script>alert(1)</script>',
      description: 'Sturdy desk $& $` with a drawer.',
      share_phone: true,
      phone: '0722 000 111',
    });
    const res = await getPage(`/items/${item.code}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Study desk &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Harambee</title>');
    expect(html).toContain('<h1 id="item-title">Study desk &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('<p class="item-description">Sturdy desk $&amp; $` with a drawer.</p>');
    expect(html).toContain('<li>Offered by Achieng</li>');
    expect(html).toContain(`href="/auth/login?redirect=%2Fitems%2F${item.code}"`);
    expect(html).toContain('Sign in to request this item');
    expect(html).toContain(`<a href="/items/${item.code}/report">Report this item</a>`);
    const island = JSON.parse(islandJson(html));
    expect(island.kind).toBe('item');
    expect(island.item.code).toBe(item.code);
    expect(island.item.viewer).toBeNull();
    expect(html).not.toContain('<script>alert(1)');
    for (const phone of ['0722000111', '0722 000 111', '254722000111']) expect(html).not.toContain(phone);
    expect(html).not.toContain(email);
  });

  it('answers 404 for an unknown, malformed or removed item; a given one shows Given and leaves the list', async () => {
    expect((await getPage('/items/Zz9Zz9Zz')).status).toBe(404);
    expect((await getPage('/items/not-a-code!')).status).toBe(404);

    const donor = await verifiedUser('item-removed');
    const w = word();
    const removed = await offerItem(donor.session, { title: `${w} removed` });
    const reviewer = await reviewerSession();
    const removal = await reviewer.post(`/moderation/items/${removed.code}/remove/`, { reason: 'Not allowed' });
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    const gone = await getPage(`/items/${removed.code}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain(`${w} removed`);
    expect((await getPage(`/items/${removed.code}/report`)).status).toBe(404);

    const given = await offerItem(donor.session, { title: `${w} given` });
    const asker = await verifiedUser('item-asker');
    const request = await asker.session.post(`/items/${given.code}/requests/`, { message: 'For my niece' });
    expect(request.status).toBe(201);
    expect((await donor.session.post(`/item-requests/${request.body.data.id}/accept/`)).status).toBe(200);
    const reserved = await (await getPage(`/items/${given.code}`)).text();
    expect(reserved).toContain('<span class="item-badge is-reserved">Reserved</span>');
    expect(cardTitles(await (await list({ q: w })).text())).toEqual([`${w} given`]);
    expect((await donor.session.post(`/items/${given.code}/given/`)).status).toBe(200);
    const page = await getPage(`/items/${given.code}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<span class="item-badge is-given">Given</span>');
    expect(cardTitles(await (await list({ q: w })).text())).toEqual([]);
  });
});

describe('/items/{code}/report', () => {
  const origin = () => new URL(apiUrl()).origin;
  const post = (code: string, fields: Record<string, string>) =>
    fetch(`${origin()}/items/${code}/report`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin() },
      body: new URLSearchParams(fields).toString(),
    });

  it('is a plain form: mistakes drawn again with what was typed, a report filed then thanked', async () => {
    const { session } = await verifiedUser('item-report');
    const item = await offerItem(session, { title: 'Radio' });
    const form = await (await getPage(`/items/${item.code}/report`)).text();
    expect(form).toContain(`<form noValidate="" action="/items/${item.code}/report" method="post">`);
    const bad = await post(item.code, { details: 'It is <b>fake</b>' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Choose a reason');
    expect(badHtml).toContain('It is &lt;b&gt;fake&lt;/b&gt;</textarea>');
    const sent = await post(item.code, { reason: 'scam', details: 'Asked me for money' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/items/${item.code}/report?sent=1`);
    const thanks = await (await getPage(`/items/${item.code}/report?sent=1`)).text();
    expect(thanks).toContain('Our reviewers will look at this item.');
  });
});
