import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { shows } from './support/app.ts';
import { DESKTOP, PHONE, useAppPage } from './support/browser.ts';

// The auth pages' side image (public/auth-side.webp): light, fetched only on large screens where
// its panel shows (from 960 px), and left out of the service worker's precache.

const IMAGE = /\/auth-side\.webp(\?|$)/;
const MAX_BYTES = 60_000;
const AUTH_PAGES = ['/auth/login', '/auth/register'];

const session = useAppPage(PHONE);

/** Every request the page or its context makes for the side image, from now on. */
function imageRequests(page: Page) {
  const seen: string[] = [];
  const note = (req: { url: () => string }) => {
    if (IMAGE.test(req.url())) seen.push(req.url());
  };
  page.on('request', note);
  page.context().on('request', note);
  return seen;
}

/** Scrolls the page's Ionic scroller to its end (where a lazy image below the fold would load). */
const scrollToBottom = (page: Page) =>
  page.evaluate(async () => {
    const content = (globalThis as any).document.querySelector('ion-content');
    await content.scrollToBottom(0);
  });

test('the image file is a small WebP', () => {
  const file = fs.readFileSync('public/auth-side.webp');
  expect(file.length).toBeLessThan(MAX_BYTES);
  // RIFF....WEBP
  expect(file.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
});

test('on a 360 px phone the login and sign-up pages never ask for the side image', async () => {
  const { page } = session;
  const requests = imageRequests(page);
  for (const path of AUTH_PAGES) {
    await page.goto(path);
    await shows(page.getByLabel('Email address', { exact: true }));
    await page.waitForLoadState('networkidle');
    await scrollToBottom(page);
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');

    const aside = page.locator('aside.auth-side');
    expect(await aside.count()).toBe(1);
    expect(await aside.isVisible()).toBe(false);
    expect(await aside.evaluate((el) => (globalThis as any).getComputedStyle(el).display)).toBe('none');
    // No <source> applies below 960 px: the <img> has only its inline blank (left unloaded, as lazy
    // images out of the layout are), never the WebP.
    const current = await page.locator('.auth-side-image').evaluate((img: any) => img.currentSrc as string);
    expect(current).not.toMatch(IMAGE);
    expect(await page.locator('.auth-side-image').getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
  }
  expect(requests).toEqual([]);
});

test('on a 1280 px desktop the side image loads as WebP, decoded, beside the form', async () => {
  const { app } = session;
  const page = await app.newPage(DESKTOP);
  const requests = imageRequests(page);
  try {
    for (const path of AUTH_PAGES) {
      const response = page.waitForResponse((res) => IMAGE.test(res.url()));
      await page.goto(path);
      const res = await response;
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/webp');
      expect((await res.body()).length).toBeLessThan(MAX_BYTES);

      const img = page.locator('.auth-side-image');
      await page.waitForFunction(() => {
        const el = (globalThis as any).document.querySelector('.auth-side-image');
        return el?.complete && el.naturalWidth > 0 && /\/auth-side\.webp$/.test(el.currentSrc);
      });
      // Decoded at the size its width and height attributes reserve.
      const natural = await img.evaluate((el: any) => [el.naturalWidth, el.naturalHeight]);
      expect(natural).toEqual([Number(await img.getAttribute('width')), Number(await img.getAttribute('height'))]);
      expect(await img.getAttribute('alt')).toBe('');
      expect(await img.getAttribute('loading')).toBe('lazy');

      // The panel fills the right half of the screen, the image fills the panel, its text on top.
      const aside = await shows(page.locator('aside.auth-side'));
      expect(await aside.getAttribute('aria-hidden')).toBe('true');
      const form = (await (await shows(page.getByLabel('Email address', { exact: true }))).boundingBox())!;
      const side = (await aside.boundingBox())!;
      const picture = (await img.boundingBox())!;
      expect(side.x).toBeGreaterThanOrEqual(form.x + form.width);
      expect(side.x).toBeCloseTo(DESKTOP.width / 2, -1);
      expect(side.height).toBeGreaterThanOrEqual(DESKTOP.height - 1);
      expect(picture).toEqual(side);
      await shows(aside.locator('h2'));
    }

    // The service worker's precache (active once installed) holds the app's files, never this image.
    const cached = await page.evaluate(async () => {
      const { caches, navigator } = globalThis as any;
      await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 30_000))]);
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.includes('/logo.svg'))).toBe(true);
    expect(cached.filter((url) => IMAGE.test(url))).toEqual([]);
    // The listener the phone test relies on does see the image's requests when there are some.
    expect(requests.length).toBeGreaterThan(0);
  } finally {
    await page.close();
  }
});
