import { describe, expect, it } from 'vitest';
import { apiUrl } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { approve, completeFundraiser } from '#tests/support/fundraisers.ts';
import { getPage as get, meta } from '#tests/support/pages.ts';

// The pages the server draws, in Kiswahili: the device's cookie first, then Accept-Language; the
// page's lang, formatting and link-preview tags follow; the switch works as a plain form.

const origin = () => new URL(apiUrl()).origin;
const SW = { cookie: 'harambee_lang=sw' };

function postLanguage(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${origin()}/language`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin(), ...headers },
    body: new URLSearchParams(fields),
  });
}

describe('pages in Kiswahili', () => {
  it('draws a page in the language of the cookie, before Accept-Language, and says so', async () => {
    const res = await get('/fundraisers', { ...SW, 'accept-language': 'en-GB,en;q=0.9' });
    const html = await res.text();
    expect(html).toContain('<html lang="sw"');
    expect(html).toContain('<h1>Harambee zote</h1>');
    expect(html).toContain('<title>Harambee zote · Harambee</title>');
    expect(html).toContain('<p class="card-category">Mimi mwenyewe</p>');
    expect(res.headers.get('content-language')).toBe('sw');
    expect(res.headers.get('vary')).toMatch(/Accept-Language, Cookie/);
    // The switch on the page shows Kiswahili as the current language.
    expect(html).toMatch(/<button[^>]*value="sw"[^>]*lang="sw"[^>]*aria-pressed="true"/);
  });

  it('follows Accept-Language without a cookie, and English stays the default', async () => {
    const swahili = await (await get('/', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' })).text();
    expect(swahili).toContain('<html lang="sw"');
    expect(swahili).toContain('Changisha pesa kwa ajili ya watu na mambo unayoyajali');
    const english = await (await get('/', { 'accept-language': 'fr-FR' })).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('Fundraising for the people and causes you care about');
  });

  it("draws a fundraiser's page, its numbers and its link preview in Kiswahili", async () => {
    const { session } = await verifiedUser('sw-page');
    const fundraiser = await completeFundraiser(session, 'Maji safi kwa Kitui');
    await approve(fundraiser.short_code);
    const html = await (await get(`/f/${fundraiser.short_code}`, SW)).text();
    expect(html).toContain('zimechangwa kati ya');
    expect(html).toMatch(/>Changia<\//);
    expect(meta(html, 'og:locale')).toBe('sw_KE');
    expect(meta(html, 'og:title')).toBe('Maji safi kwa Kitui');
    const english = await (await get(`/f/${fundraiser.short_code}`)).text();
    expect(meta(english, 'og:locale')).toBe('en_KE');
    expect(english).not.toContain('zimechangwa');
  });

  it('keeps a choice made with the plain form and returns to the page it came from', async () => {
    const res = await postLanguage({ to: 'sw', back: '/fundraisers?category=startup' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fundraisers?category=startup');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^harambee_lang=sw;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    const page = await (await get('/fundraisers', { cookie: 'harambee_lang=sw' })).text();
    expect(page).toContain('<html lang="sw"');
  });

  it('never sends the visitor to another site, and ignores a language it does not have', async () => {
    // Browsers drop tabs and newlines in a Location and read `\\` as `/`: each of these would be
    // `//evil.example`, another site (D-151).
    const unsafe = ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/\t/evil.example'];
    unsafe.push('/\n/evil.example', '/\r\n/evil.example', ' //evil.example', '/%2F/evil.example', '/%5Cevil.example');
    for (const back of unsafe) {
      const res = await postLanguage({ to: 'en', back });
      expect(res.status, JSON.stringify(back)).toBe(303);
      expect(res.headers.get('location'), JSON.stringify(back)).toBe('/');
    }
    // Nor does a Referer of this site whose path names another.
    const doubled = await postLanguage(
      { to: 'en' },
      { referer: `${origin().replace('127.0.0.1', 'localhost')}//evil.example/x` },
    );
    expect(doubled.headers.get('location')).toBe('/');
    // Without a back field (no script), Referer from this site is where it returns.
    const site = origin().replace('127.0.0.1', 'localhost'); // PUBLIC_URL's origin
    const fromReferer = await postLanguage({ to: 'en' }, { referer: `${site}/items?x=1` });
    expect(fromReferer.headers.get('location')).toBe('/items?x=1');
    const foreignReferer = await postLanguage({ to: 'en' }, { referer: 'https://evil.example/page' });
    expect(foreignReferer.headers.get('location')).toBe('/');
    const unknown = await postLanguage({ to: 'fr', back: '/' });
    expect(unknown.headers.get('set-cookie')).toBeNull();
    // Posted from another site, the form is refused (the plain forms' Origin check).
    const crossSite = await postLanguage({ to: 'sw', back: '/' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });
});
