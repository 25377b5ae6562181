import { describe, expect, it } from 'vitest';
import { facebookUrl, qrFileName, whatsappUrl, xUrl } from './share-links.ts';

const url = 'https://harambee.ke/f/Ab3dE9xZ';
const title = 'Fees for Wanjiku & Otieno: 50% there?';

describe('share links', () => {
  it('WhatsApp gets the title and the link as one encoded text', () => {
    const built = new URL(whatsappUrl(title, url));
    expect(built.origin + built.pathname).toBe('https://wa.me/');
    expect(built.searchParams.get('text')).toBe(`${title} ${url}`);
    expect(whatsappUrl(title, url)).not.toContain('&');
  });

  it('Facebook gets only the encoded link', () => {
    expect(facebookUrl(url)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fharambee.ke%2Ff%2FAb3dE9xZ',
    );
  });

  it('X gets the title and the link as separate parameters', () => {
    const built = new URL(xUrl(title, url));
    expect(built.origin + built.pathname).toBe('https://twitter.com/intent/tweet');
    expect(built.searchParams.get('text')).toBe(title);
    expect(built.searchParams.get('url')).toBe(url);
  });

  it('keeps links with a query string intact', () => {
    const withQuery = `${url}?ref=wa&lang=sw`;
    expect(new URL(facebookUrl(withQuery)).searchParams.get('u')).toBe(withQuery);
    expect(new URL(xUrl(title, withQuery)).searchParams.get('url')).toBe(withQuery);
  });
});

describe('qrFileName', () => {
  it("names the PNG after the link's short code", () => {
    expect(qrFileName(url)).toBe('harambee-Ab3dE9xZ.png');
    expect(qrFileName(`${url}/?ref=qr#top`)).toBe('harambee-Ab3dE9xZ.png');
    expect(qrFileName('/f/xY12_ab-')).toBe('harambee-xY12_ab.png');
  });

  it('never puts unsafe characters in the name, and has a fallback', () => {
    expect(qrFileName('https://harambee.ke/f/a%20b..c')).toBe('harambee-a-20b-c.png');
    expect(qrFileName('https://harambee.ke/')).toBe('harambee-fundraiser.png');
  });
});
