import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { header, shows } from './support/app.ts';
import { launchWithoutJavaScript, useAppPage, type NoScriptBrowser } from './support/browser.ts';

// The server draws the public pages from the app's own components (src/web/pages); the app renders
// the same components from its API queries when a user moves around inside it. Both must say the
// same thing: the text of `main` on the server's page (read with JavaScript disabled) is the text
// of `main` once the app has loaded the same page by its own links.

const session = useAppPage();

let noScript: NoScriptBrowser;
beforeAll(async () => {
  noScript = await launchWithoutJavaScript();
});
afterAll(async () => {
  await noScript?.close();
});

/** The visible text of the page's `main`, whitespace normalised. */
const mainText = async (page: Page) => (await page.locator('main').first().innerText()).replace(/\s+/g, ' ').trim();

/** `main`'s text of the page the server draws at `path`, no script running. */
async function serverText(path: string) {
  const page = await noScript.newPage();
  try {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    return await mainText(page);
  } finally {
    await page.close();
  }
}

/**
 * Waits until the app's `main` says what the server's page said; else records the difference (a
 * soft failure, so the other pages are still compared).
 */
async function appSays(page: Page, text: string, what: string) {
  let shown = '';
  for (const end = Date.now() + 10_000; Date.now() < end; await page.waitForTimeout(250)) {
    shown = await mainText(page);
    if (shown === text) return;
  }
  expect.soft(shown, `${what}: the app's main vs the server's`).toBe(text);
}

test('the app, moving by its own links, draws /, /fundraisers and /f/{code} with the server’s text', async () => {
  const { page } = session;
  const [home, list] = [await serverText('/'), await serverText('/fundraisers')];
  expect(home).toContain('Live fundraisers');
  expect(list).toMatch(/Showing \d+ of \d+/);

  // In the app: an app screen first, then only its links (client-side navigation).
  await page.goto('/donate');
  await shows(page.getByRole('heading', { name: 'Choose a fundraiser', level: 1 }));
  const documentRequests: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documentRequests.push(req.url());
  });

  await (await shows(header(page).getByRole('link', { name: 'Harambee home' }))).click();
  await page.waitForURL((url) => url.pathname === '/');
  await appSays(page, home, '/');

  await header(page).getByRole('link', { name: 'Explore fundraisers' }).click();
  await page.waitForURL((url) => url.pathname === '/fundraisers' && url.search === '');
  await appSays(page, list, '/fundraisers');

  const card = page.locator('main .cards .card-link').first();
  const href = (await (await shows(card)).getAttribute('href'))!;
  expect(href).toMatch(/^\/f\/[^/]+$/);
  const cardTitle = await card.locator('.card-title').innerText();
  const fundraiser = await serverText(href);
  expect(fundraiser).toContain(cardTitle);
  await card.click();
  await page.waitForURL((url) => url.pathname === href);
  await shows(page.locator('[data-fundraiser-title]'));
  await appSays(page, fundraiser, href);

  // Every step stayed inside the app: no page was asked of the server.
  expect(documentRequests).toEqual([]);
});
