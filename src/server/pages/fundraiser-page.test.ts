import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { rawRequest } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { approve, completeFundraiser } from '#tests/support/fundraisers.ts';
import { getPage, islandJson, meta } from '#tests/support/pages.ts';

// /f/{short_code} from the real server: the fundraiser's content and link-preview tags in the
// HTML before any JavaScript, its island's data, user text escaped, and a real 404 for unknown codes.

const page = (code: string) => getPage(`/f/${code}`);

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
    expect(html).toContain('<strong>Ksh 0</strong> <!-- -->raised of Ksh\u00a050,000');
    expect(html).toContain('<progress max="100" value="0"');
    // The WebP variants as a responsive srcset, sized to avoid a layout jump, fetched first.
    expect(html).toMatch(
      /<img src="\/media\/[^"]+-800\.webp" srcSet="[^"]+-320\.webp 320w, [^"]+-640\.webp 640w, [^"]+-800\.webp 800w" sizes="[^"]+" width="800" height="600" alt="" fetchPriority="high"\/>/,
    );
    expect(html).toContain(
      `<a class="button-solid fp-donate" data-donate="true" href="/f/${fundraiser.short_code}/donate">Donate</a>`,
    );
    expect(html).toContain('<p class="fp-stats"><span>0% funded</span><span>0 supporters</span></p>');
    // The island (the page with its share tools) is hydrated from the data it was drawn from.
    const island = JSON.parse(islandJson(html));
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
    const preview = await getPage(image.pathname);
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
    const json = islandJson(html);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).review.detail.fundraiser_title).toBe(title);
    expect(meta(html, 'og:description')).toBe('Details with &lt;b&gt;tags&lt;/b&gt;');
    expect(html).toContain('<p class="status-banner is-pending_review" role="status">Pending Review</p>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('is-verified');
    expect(html).toMatch(/<button type="button" class="button-solid fp-donate"[^>]* disabled=""[^>]*>Donate<\/button>/);
    expect(html).not.toContain(`href="/f/${fundraiser.short_code}/donate"`);
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
    const { review } = JSON.parse(islandJson(html));
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
      // The preview's own error (spec §8), in its error panel.
      expect(html).toContain('<p class="error-panel" role="alert">Failed to load fundraiser</p>');
      expect(html).toContain('<header class="site-header">');
      expect(html).not.toContain('og:title');
      expect(html).not.toContain('island-data');
    }
  });

  it("answers /f/ without a code with 404 and 'No URL provided' in the error panel", async () => {
    for (const path of ['/f', '/f/']) {
      const res = await getPage(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<h1>Not Found</h1>');
      expect(html).toContain('<p class="error-panel" role="alert">No URL provided</p>');
    }
  });
});
