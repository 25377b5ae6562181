import { describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { approve, completeFundraiser } from '#tests/support/fundraisers.ts';
import { getPage as get, islandJson } from '#tests/support/pages.ts';

// The pages the server draws other than a fundraiser's (fundraiser-page.test.ts), from the real
// server: each page's content in the HTML before any JavaScript, user text escaped, validators,
// the headers, and real 404s.

describe('the other public pages', () => {
  const cardTitles = (html: string) =>
    [...html.matchAll(/<h[23] class="card-title">([^<]*)<\/h[23]>/g)].map((m) => m[1]);

  it('draws the home page with the newest live fundraisers as cards', async () => {
    const { session } = await verifiedUser('home-page');
    const fundraiser = await completeFundraiser(session, 'Newest <b>borehole</b> for Kitui');
    await approve(fundraiser.short_code);
    const res = await get('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Harambee</title>');
    expect(html).toContain('<h1>Fundraising for the people and causes you care about</h1>');
    const titles = cardTitles(html);
    expect(titles).toHaveLength(6);
    expect(titles[0]).toBe('Newest &lt;b&gt;borehole&lt;/b&gt; for Kitui');
    expect(html).toContain(`<a href="/f/${fundraiser.short_code}" class="card-link">`);
    // No island: nothing on the home page needs JavaScript.
    expect(html).not.toContain('island-data');
  });

  it('draws /fundraisers with its category links, the count and a Load more link; ?page=2 shows two pages', async () => {
    const first = await (await get('/fundraisers')).text();
    expect(first).toContain('<h1>Fundraisers</h1>');
    expect(first).toMatch(
      /<a [^>]*aria-current="page"[^>]*href="\/fundraisers"|<a [^>]*href="\/fundraisers"[^>]*aria-current="page"/,
    );
    expect(first).toMatch(/href="\/fundraisers\?category=yourself"/);
    const total = Number(first.match(/Showing (\d+)(?:<!-- -->)? of (?:<!-- -->)?(\d+)/)?.[2]);
    expect(total).toBeGreaterThan(0);
    const shown = cardTitles(first).length;
    expect(shown).toBe(Math.min(total, 12));
    if (total > 12) {
      expect(first).toContain('href="/fundraisers?page=2#page-2"');
      const second = await (await get('/fundraisers?page=2')).text();
      expect(cardTitles(second).length).toBe(Math.min(total, 24));
      expect(second).toContain('id="page-2"');
    }

    const filtered = await (await get('/fundraisers?category=startup')).text();
    expect(filtered).toMatch(
      /<a [^>]*href="\/fundraisers\?category=startup"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/fundraisers\?category=startup"/,
    );
    const filteredCategories = [...filtered.matchAll(/<p class="card-category">([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(filteredCategories.length).toBeGreaterThan(0);
    expect(new Set(filteredCategories)).toEqual(new Set(['Startup']));
  });

  it('draws the search results for ?q=, with the query escaped', async () => {
    const { session } = await verifiedUser('search-page');
    const fundraiser = await completeFundraiser(session, 'Zanzibarite solar lamps');
    await approve(fundraiser.short_code);
    const html = await (await get('/fundraisers?q=zanzibarite')).text();
    expect(html).toContain('<title>Results for &quot;zanzibarite&quot; · Harambee</title>');
    expect(cardTitles(html)).toEqual(['Zanzibarite solar lamps']);

    const hostile = await (
      await get(`/fundraisers?q=${encodeURIComponent('"><script>alert(1)</script> $& $`')}`)
    ).text();
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $`');
    expect(hostile.match(/<title>/g)).toHaveLength(1);
  });

  it('draws the legal pages and /contact-us, the contact form as an island', async () => {
    const privacy = await (await get('/privacy-policy')).text();
    expect(privacy).toContain('<title>Privacy Policy · Harambee</title>');
    expect(privacy).toMatch(/<section id="data-collected" class="legal-section"><h2>3<!-- -->. <!-- -->/);
    const contact = await (await get('/contact-us')).text();
    expect(contact).toContain('<div id="island"><section class="page contact-page"');
    expect(JSON.parse(islandJson(contact))).toEqual({ kind: 'contact' });
  });

  it("answers an unknown path with 404 and the site's frame, and an app screen with the app's shell", async () => {
    const missing = await get('/no/such/page');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<h1>Not Found</h1>');
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<footer class="site-footer">');
    expect(html).toContain('<meta name="robots" content="noindex" />');

    for (const path of ['/dashboard', '/auth/login', '/fundraiser/create', '/donate']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
  });

  it('revalidates with an ETag (304 when unchanged), in the language of the request', async () => {
    const res = await get('/privacy-policy', { 'accept-language': 'sw-KE, en;q=0.5' });
    const tag = res.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Accept-Language');
    expect(res.headers.get('content-language')).toBe('sw');
    const html = await res.text();
    expect(html).toContain('<html lang="sw" class="page-loading">');
    expect(html).toContain('Sera ya Faragha');
    const again = await get('/privacy-policy', { 'accept-language': 'sw-KE, en;q=0.5', 'if-none-match': tag! });
    expect(again.status).toBe(304);
    // The same address in English is another page: the tag does not match it.
    expect((await get('/privacy-policy', { 'if-none-match': tag! })).status).toBe(200);
    expect(await again.text()).toBe('');
  });
});

describe('security headers', () => {
  it('sends the document headers with a page, and only nosniff and CORP with a photo', async () => {
    const { session } = await verifiedUser('headers');
    const fundraiser = await completeFundraiser(session, 'Headers for photos');
    const page = await get(`/f/${fundraiser.short_code}`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    const photo = (await page.text()).match(/<img src="(\/media\/[^"]+\.webp)"/)![1]!;
    const res = await get(photo);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
  });
});
