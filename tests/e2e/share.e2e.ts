import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { shows } from './support/app.ts';
import { baseUrl, launchApp, PHONE, type App } from './support/browser.ts';

// A donor opens a shared link (issue 5): the server's HTML alone shows the fundraiser and a
// working Donate link, with no JavaScript at all.

let app: App;
let page: Page;
beforeAll(async () => {
  app = await launchApp();
  page = await app.newPage(PHONE);
});
afterAll(async () => {
  await app?.close();
});

test('a shared link shows title, progress and Donate with JavaScript disabled', async () => {
  const list = (await (await fetch(`${baseUrl()}/api/fundraisers/?page_size=1`)).json()) as {
    data: { short_code: string; title: string }[];
  };
  const [live] = list.data;
  expect(live).toBeDefined();
  const cdp = await app.context.newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });

  const response = await page.goto(`/f/${live!.short_code}`);
  expect(response?.status()).toBe(200);
  await shows(page.getByRole('heading', { name: live!.title }));
  await shows(page.getByRole('progressbar'));
  expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1);
  await (await shows(page.getByRole('link', { name: 'Donate' }))).click();
  await page.waitForURL((url) => url.pathname === '/donate');
  expect(new URL(page.url()).searchParams.get('f')).toBe(live!.short_code);
});
