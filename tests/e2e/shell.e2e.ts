import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { header, hides, pathAndQuery, shows } from './support/app.ts';
import { baseUrl, launchApp, PHONE, type App } from './support/browser.ts';

// The app shell (spec §2 "Top navigation", "Not-found screen") and the PWA: installable, offline.

const OFFLINE_TEXT = 'You are offline. You can keep browsing what you have already opened.';
const DEMO_TITLE = 'Help Wanjiku finish her nursing degree at Moi University';

let app: App;
let page: Page;
beforeAll(async () => {
  app = await launchApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(async () => {
  await app.context.setOffline(false);
  await page?.close();
});

/** Loads the page, then waits until the service worker controls it (it does not claim clients). */
async function openControlled(path: string) {
  page = await app.newPage();
  await page.goto(path);
  // (In-page callbacks reach the DOM through globalThis: this code is type-checked without DOM types.)
  await page.evaluate(() => {
    const { navigator } = globalThis as any;
    return Promise.race([
      navigator.serviceWorker.ready.then(() => undefined),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker became active')), 30_000)),
    ]);
  });
  if (!(await page.evaluate(() => Boolean((globalThis as any).navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await page.waitForFunction(() => (globalThis as any).navigator.serviceWorker.controller !== null);
}

describe('app shell', () => {
  test('the home page shows the header and the live demo fundraisers', async () => {
    page = await app.newPage();
    await page.goto('/');
    const top = header(page);
    await shows(top.getByRole('link', { name: 'Harambee home' }));
    await shows(top.locator('img[src="/logo.svg"]'));
    await shows(top.getByRole('link', { name: 'Explore fundraisers' }));
    await shows(top.getByRole('link', { name: 'Create a fundraiser' }));
    await shows(top.getByRole('link', { name: 'Log in' }));
    await shows(top.getByRole('searchbox', { name: 'Search fundraisers' }));
    expect(await top.getByRole('searchbox').first().getAttribute('placeholder')).toBe(
      'Search fundraisers, startups, etc.',
    );
    await shows(page.getByRole('heading', { name: DEMO_TITLE }));
    expect(await page.locator('main .cards > li').count()).toBeGreaterThanOrEqual(3);
  });

  test('on a phone the drawer button opens the left drawer: Donate entries, Fundraisers, Create a fundraiser', async () => {
    page = await app.newPage(PHONE);
    await page.goto('/');
    // The drawer is a popover: closed until the ☰ button opens it (no JavaScript needed).
    const drawer = page.locator('#site-drawer');
    await hides(drawer.getByRole('link', { name: 'Fundraisers', exact: true }));
    await (await shows(header(page).getByRole('button', { name: 'Open menu' }))).click();
    await shows(drawer.getByText('Donate', { exact: true }));
    await shows(drawer.getByRole('link', { name: 'Donate to a fundraiser' }));
    await shows(drawer.getByRole('link', { name: 'Donate physical items' }));
    await shows(drawer.getByRole('link', { name: 'Fundraisers', exact: true }));
    const create = await shows(drawer.getByRole('link', { name: 'Create a fundraiser' }));
    // A left-hand drawer, full height, 300 px wide (spec §2); wait for its slide-in to end.
    await page.waitForFunction(() => {
      const box = (globalThis as any).document.getElementById('site-drawer')?.getBoundingClientRect();
      return box && Math.abs(box.left) < 0.5;
    });
    const box = (await drawer.boundingBox())!;
    // At the left edge; the animation's last frame may leave it a millionth of a pixel off.
    expect(Math.abs(box.x)).toBeLessThan(0.5);
    expect(Math.round(box.width)).toBe(300);
    expect(Math.round(box.y)).toBe(0);
    expect(Math.round(box.height)).toBe(PHONE.height);
    // Its ✕ closes it.
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await hides(drawer.getByRole('link', { name: 'Create a fundraiser' }));
    // A link inside navigates in the app and closes the drawer.
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await create.click();
    await page.waitForURL((url) => url.pathname === '/fundraiser/create');
    await hides(drawer.getByRole('link', { name: 'Create a fundraiser' }));
  });

  test('the Donate dropdown shows its three entries with their descriptions', async () => {
    page = await app.newPage();
    await page.goto('/');
    const button = await shows(header(page).getByRole('button', { name: 'Donate', exact: true }));
    const menu = page.locator('#donate-menu');
    await hides(menu.getByRole('link', { name: 'Donate physical items' }));
    await button.click();
    const entries = [
      ['Donate to a fundraiser', "Find a cause you'd like to support and change someone's life."],
      ['Donate physical items', 'Clothes, shoes, electronics, and more essentials.'],
      ['Find items for donation', 'Browse and request the items you need.'],
    ];
    for (const [label, description] of entries) {
      const item = await shows(menu.getByRole('link', { name: label }));
      expect(await item.innerText()).toContain(description);
    }
    // It opens just under its button, from its left edge.
    const under = (await button.boundingBox())!;
    const box = (await menu.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(under.y + under.height - 1);
    expect(box.y).toBeLessThan(under.y + under.height + 16);
    expect(Math.abs(box.x - under.x)).toBeLessThan(1);
    await menu.getByRole('link', { name: 'Donate physical items' }).click();
    await page.waitForURL((url) => url.pathname === '/donate' && url.searchParams.get('type') === 'items');
    await hides(menu.getByRole('link', { name: 'Donate physical items' }));
  });

  test('header search: blank text does nothing, a query lands on /fundraisers?q=…', async () => {
    page = await app.newPage();
    await page.goto('/');
    const search = await shows(header(page).getByRole('searchbox', { name: 'Search fundraisers' }));
    await search.fill('   ');
    await search.press('Enter');
    await page.waitForTimeout(500);
    expect(pathAndQuery(page)).toBe('/');
    await search.fill('water');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/fundraisers');
    expect(pathAndQuery(page)).toBe('/fundraisers?q=water');
  });

  test('an unknown path shows the not-found screen with a link home', async () => {
    page = await app.newPage();
    await page.goto('/no/such/page');
    await shows(page.getByRole('heading', { name: 'Not Found' }));
    await shows(page.getByText('404', { exact: true }));
    await shows(page.getByText("Oops! Looks like you're lost.", { exact: true }));
    await page.getByRole('link', { name: 'home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await shows(page.getByRole('heading', { name: DEMO_TITLE }));
  });

  test('the header turns translucent once the page is scrolled more than 10 px', async () => {
    page = await app.newPage();
    await page.goto('/');
    await shows(page.getByRole('heading', { name: DEMO_TITLE }));
    expect(await header(page).getAttribute('class')).not.toMatch(/\btranslucent\b/);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 400);
    await shows(page.locator('header.site-header.translucent'));
    await page.mouse.wheel(0, -2000);
    await hides(page.locator('header.site-header.translucent'));
  });
});

describe('installable PWA', () => {
  test('the manifest names icons and screenshots that exist at their declared sizes', async () => {
    const res = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as {
      icons: { src: string; sizes: string; purpose?: string }[];
      screenshots: { src: string; sizes: string; form_factor: string }[];
    };
    const pngs = [...manifest.icons, ...manifest.screenshots].filter((i) => i.src.endsWith('.png'));
    for (const { src, sizes } of pngs) {
      const file = await fetch(new URL(src, baseUrl()));
      expect(file.status, src).toBe(200);
      expect(file.headers.get('content-type'), src).toBe('image/png');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`, src).toBe(sizes);
    }
    const icon = (size: string, purpose: string) =>
      manifest.icons.some((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose));
    expect(icon('192x192', 'any') && icon('512x512', 'any') && icon('512x512', 'maskable')).toBe(true);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  });

  test('the page head links the favicon and apple-touch-icon files the build generated', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g)];
    expect(links.map(([, rel]) => rel).sort()).toEqual(['apple-touch-icon', 'icon', 'icon', 'manifest']);
    for (const [, rel, href] of links) {
      const res = await fetch(new URL(href!, baseUrl()));
      expect(res.status, `${rel} ${href}`).toBe(200);
    }
  });

  test('Chromium finds no installability errors once the service worker controls the page', async () => {
    await openControlled('/');
    const cdp = await app.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();

    // The same call does report a page that is not installable (so the [] above means something).
    const control = await app.newPage();
    await control.goto('/api/health');
    const controlCdp = await app.context.newCDPSession(control);
    const { installabilityErrors: controlErrors } = await controlCdp.send('Page.getInstallabilityErrors');
    expect(controlErrors.map((e) => e.errorId)).toContain('no-manifest');
    await control.close();
  });

  test('offline, a reload still shows the shell and the offline banner', async () => {
    await openControlled('/');
    await shows(page.getByRole('heading', { name: DEMO_TITLE }));
    await app.context.setOffline(true);
    await page.reload();
    await shows(header(page).getByRole('link', { name: 'Harambee home' }));
    await shows(header(page).locator('img[src="/logo.svg"]'));
    await shows(page.getByText(OFFLINE_TEXT, { exact: true }));
    // Going back online hides the banner again.
    await app.context.setOffline(false);
    await hides(page.getByText(OFFLINE_TEXT, { exact: true }));
  });
});
