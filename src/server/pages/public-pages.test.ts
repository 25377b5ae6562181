import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { apiUrl, rawRequest } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { approve, completeFundraiser } from '#tests/support/fundraisers.ts';

// The pages the server draws, from the real server: each page's content in the HTML before any
// JavaScript, link-preview tags on /f/, user text escaped, validators, and real 404s.

const origin = () => new URL(apiUrl()).origin;
const page = (code: string) => fetch(`${origin()}/f/${code}`);
const get = (path: string, headers?: Record<string, string>) => fetch(`${origin()}${path}`, { headers });
const ISLAND_JSON = /<script type="application\/json" id="island-data">(.*?)<\/script>/;
const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];

describe('GET /f/{short_code}', () => {
  it('sends a live fundraiser with its title, organiser, progress, hero photo, Donate link and share tags', async () => {
    const { session } = await verifiedUser('share');
    const fundraiser = await completeFundraiser(session, 'Water tank for Kibera school');
    await approve(fundraiser.short_code);

    const res = await page(fundraiser.short_code);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<title>Water tank for Kibera school · Harambee</title>');
    expect(html).toContain('<h1 data-fundraiser-title="true">Water tank for Kibera school</h1>');
    expect(html).toContain(
      '<span class="badge is-verified">Verified</span><span class="badge">Yourself fundraiser</span>',
    );
    expect(html).toContain('<p class="fp-organizer-name">Achieng Odhiambo</p>');
    expect(html).toContain('<strong>Ksh\u00a00</strong> <!-- -->raised of Ksh\u00a050,000');
    expect(html).toContain('<progress max="100" value="0"');
    // The WebP variants as a responsive srcset, sized to avoid a layout jump, fetched first.
    expect(html).toMatch(
      /<img src="\/media\/[^"]+-800\.webp" srcSet="[^"]+-320\.webp 320w, [^"]+-640\.webp 640w, [^"]+-800\.webp 800w" sizes="[^"]+" width="800" height="600" alt="" fetchPriority="high"\/>/,
    );
    expect(html).toContain(
      `<a class="button-solid fp-donate" data-donate="true" href="/donate?type=fundraiser&amp;f=${fundraiser.short_code}">Donate</a>`,
    );
    expect(html).toContain('<p class="fp-stats"><span>0% funded</span><span>0 supporters</span></p>');
    // The island (the page with its share tools) is hydrated from the data it was drawn from.
    const island = JSON.parse(html.match(ISLAND_JSON)![1]!);
    expect(island.kind).toBe('fundraiser');
    expect(island.review.fundraiser.short_code).toBe(fundraiser.short_code);
    expect(island.review.detail.fundraiser_title).toBe('Water tank for Kibera school');
    expect(island.pageUrl).toMatch(new RegExp(`^http://localhost:\\d+/f/${fundraiser.short_code}$`));
    expect(html).toMatch(/<div id="island">(<link [^>]*>)*<article class="fp">/);
    // The site's frame is drawn too, and the app's scripts are not loaded.
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<footer class="site-footer">');
    expect(html).not.toContain('src="/src/web/main.tsx"');
    expect(html).not.toContain('noindex');

    // Absolute URLs on the public origin (PUBLIC_URL, here http://localhost:<port>).
    const url = html.match(/<link rel="canonical" href="([^"]+)" \/>/)?.[1] ?? '';
    expect(url).toMatch(new RegExp(`^http://localhost:\\d+/f/${fundraiser.short_code}$`));
    expect(meta(html, 'og:title')).toBe('Water tank for Kibera school');
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const image = new URL(meta(html, 'og:image')!);
    expect(image.origin).toBe(new URL(url).origin);
    expect(meta(html, 'twitter:image')).toBe(image.href);
    const preview = await fetch(`${origin()}${image.pathname}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');

    // The page's content fits the first 14 KB a new connection can carry (one TCP round trip).
    expect(gzipSync(html).length).toBeLessThan(14 * 1024);
  });

  it('escapes user text and marks a fundraiser pending review as not live', async () => {
    const { session } = await verifiedUser('share-xss');
    const title = 'Fees</script><script>alert("x")</script> & "more"';
    const fundraiser = await completeFundraiser(session, title, 'Details with <b>tags</b>');
    const html = await (await page(fundraiser.short_code)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain(
      '<h1 data-fundraiser-title="true">Fees&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;more&quot;</h1>',
    );
    expect(html).toContain(
      '<title>Fees&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;more&quot; · Harambee</title>',
    );
    // In the island's JSON too, the title is data: no '<' survives to close the script element.
    const json = html.match(ISLAND_JSON)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json).review.detail.fundraiser_title).toBe(title);
    expect(meta(html, 'og:description')).toBe('Details with &lt;b&gt;tags&lt;/b&gt;');
    expect(html).toContain('<p class="status-banner is-pending_review" role="status">Pending Review</p>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('is-verified');
    expect(html).toMatch(/<button type="button" class="button-solid fp-donate"[^>]* disabled=""[^>]*>Donate<\/button>/);
    expect(html).not.toContain('href="/donate?type=fundraiser&amp;f=');
  });

  it("keeps `$` patterns in user text as text: $&, $', $` and $$ copy nothing into the page", async () => {
    const { session } = await verifiedUser('share-dollar');
    const title = "Cost $& $' $` $$ KES";
    const story = "Story with $` and $' and $& and $$1 inside.";
    const fundraiser = await completeFundraiser(session, title, story);
    const html = await (await page(fundraiser.short_code)).text();
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<h1 /g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('Cost $&amp; $&#39; $` $$ KES');
    expect(meta(html, 'og:description')).toBe('Story with $` and $&#39; and $&amp; and $$1 inside.');
    expect(html).toContain(`<h1 data-fundraiser-title="true">Cost $&amp; $&#x27; $\` $$ KES</h1>`);
    const { review } = JSON.parse(html.match(ISLAND_JSON)![1]!);
    expect(review.detail.fundraiser_title).toBe(title);
    expect(review.detail.fundraiser_details).toBe(story);
  });

  it('takes the origin of its links from PUBLIC_URL, never from a forged Host', async () => {
    const { session } = await verifiedUser('share-host');
    const fundraiser = await completeFundraiser(session);
    // Paths here are relative to /api; the page is one level up.
    const { status, text: html } = await rawRequest(`/../f/${fundraiser.short_code}`, {
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(status).toBe(200);
    const publicOrigin = inject('serverEnv').PUBLIC_URL!;
    expect(html).not.toContain('attacker.example');
    expect(meta(html, 'og:url')).toBe(`${publicOrigin}/f/${fundraiser.short_code}`);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${publicOrigin}/media/`));
  });

  it("answers unknown and malformed codes with 404 and the site's not-found screen", async () => {
    for (const code of ['ZZZZZZZZ', 'not-a-code']) {
      const res = await page(code);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<h1>Not Found</h1>');
      expect(html).toContain('<header class="site-header">');
      expect(html).not.toContain('og:title');
      expect(html).not.toContain('island-data');
    }
  });
});

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
    expect(JSON.parse(contact.match(ISLAND_JSON)![1]!)).toEqual({ kind: 'contact' });
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
    expect(res.headers.get('content-language')).toBe('en');
    expect(await res.text()).toContain('<html lang="en" class="page-loading">');
    const again = await get('/privacy-policy', { 'if-none-match': tag! });
    expect(again.status).toBe(304);
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
