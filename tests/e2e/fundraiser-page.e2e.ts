import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { shows, verifiedAccount } from './support/app.ts';
import { baseUrl, DESKTOP, PHONE, useAppPage } from './support/browser.ts';
import { boxOf, demoFundraiser, pendingFundraiserOf } from './support/fundraiser-page.ts';
import { signInThroughScreen, waitForWorker } from './support/wizard.ts';

// The donor's page in Chromium against the real server, on a phone: the server's HTML
// and its hydration, tabs, carousel, sharing, search and offline reading; the owner's view.

const session = useAppPage(PHONE);

test('the server-drawn page of a shared link hydrates without moving anything', async () => {
  const { page } = session;
  const { short_code } = await demoFundraiser('Solar cold rooms');
  const mismatches = hydrationErrors(page);
  // Hold the island's hydration script back, to measure the server's HTML alone first.
  let letScriptGo = () => {};
  const held = new Promise<void>((resolve) => (letScriptGo = resolve));
  let asked = false;
  await page.route('**/assets/hydrate-*.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`/f/${short_code}`);
  const parts = [
    page.locator('[data-fundraiser-title]'),
    page.locator('.fp-donate'),
    page.locator('.fp-slide img').first(),
  ];
  await parts[2]!.evaluate((img) => (img as any).decode());
  expect(asked).toBe(true);
  expect(await page.evaluate(reactOwnsTitle)).toBe(false);
  const before = await Promise.all(parts.map(boxOf));

  letScriptGo();
  await page.waitForFunction(reactOwnsTitle);
  const after = await Promise.all(parts.map(boxOf));
  for (const [i, box] of after.entries())
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(box[key] - before[i]![key]), `${['title', 'Donate', 'hero'][i]} ${key}`).toBeLessThanOrEqual(0.5);
  // Hydrated: the tabs respond.
  const supporters = page.getByRole('tab', { name: /^Supporters/ });
  await supporters.click();
  await page.waitForFunction(
    () =>
      [...(globalThis as any).document.querySelectorAll('[role=tab]')]
        .find((tab: any) => tab.textContent.startsWith('Supporters'))
        ?.getAttribute('aria-selected') === 'true',
  );
  expect(mismatches).toEqual([]);
});

test('tabs, carousel and side panel of a fundraiser with supporters', async () => {
  const { page } = session;
  const { short_code, title, review } = await demoFundraiser('Solar cold rooms');
  await page.goto(`/f/${short_code}`);
  await shows(page.getByRole('heading', { name: title }));
  await page.waitForFunction(reactOwnsTitle);
  await shows(page.getByText('Verified', { exact: true }));
  await shows(page.getByText('Startup fundraiser', { exact: true }));
  await shows(page.getByRole('heading', { name: 'Recent supporters' }));
  expect(await page.getByText('Tips for success').count()).toBe(0);

  // Carousel: next, then back through a thumbnail.
  const counter = page.locator('.fp-counter');
  expect(await counter.textContent()).toBe(`1 of ${review.images.length}`);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await page.waitForFunction(() => (globalThis as any).document.querySelector('.fp-counter').textContent === '2 of 2');
  await page.waitForFunction(() => (globalThis as any).document.querySelector('.fp-track').scrollLeft > 0);
  await page.getByRole('button', { name: 'Show photo 1' }).click();
  await page.waitForFunction(() => (globalThis as any).document.querySelector('.fp-track').scrollLeft === 0);
  expect(await counter.textContent()).toBe('1 of 2');

  // Tabs: the story first; the supporters by click; About by the keyboard.
  const panel = page.getByRole('tabpanel');
  expect(await panel.textContent()).toContain(review.detail.fundraiser_details.slice(0, 40));
  await page.getByRole('tab', { name: /^Supporters/ }).click();
  expect(await panel.locator('li').count()).toBe(review.recent_transactions.length);
  await shows(panel.getByText(review.recent_transactions[0].donor_name));
  await page.keyboard.press('ArrowLeft');
  expect(await page.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
  await shows(panel.getByText('Industry'));
  await shows(panel.getByText(review.detail.industry_name));
});

test('a fundraiser with nothing raised shows the tips and the empty supporters', async () => {
  const { page } = session;
  const { short_code, title } = await demoFundraiser('Sokoni');
  await page.goto(`/f/${short_code}`);
  await shows(page.getByRole('heading', { name: title }));
  await shows(page.getByRole('heading', { name: 'Tips for success' }));
  await shows(page.getByText('Share with your network'));
  await page.getByRole('tab', { name: /^Supporters/ }).click();
  await shows(page.getByRole('tabpanel').getByText('No supporters yet'));
});

test('search from the header and open a result', async () => {
  const { page } = session;
  await page.setViewportSize(DESKTOP);
  const { title, short_code } = await demoFundraiser('Solar cold rooms');
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search fundraisers' });
  await search.fill('  cold rooms Kisumu ');
  await search.press('Enter');
  await page.waitForURL((url) => url.pathname === '/fundraisers' && url.searchParams.get('q') === 'cold rooms Kisumu');
  await (await shows(page.getByRole('link', { name: title }))).click();
  await page.waitForURL((url) => url.pathname === `/f/${short_code}`);
  await shows(page.getByRole('heading', { name: title }));
});

test('copy link puts the fundraiser’s address on the clipboard', async () => {
  const { page, app } = session;
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const { short_code, title } = await demoFundraiser('Clean water tanks');
  await page.goto(`/f/${short_code}`);
  await shows(page.getByRole('heading', { name: title }));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await shows(page.getByText('Link copied'));
  expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(
    `${baseUrl()}/f/${short_code}`,
  );
  const whatsapp = await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsapp!)).toContain(`${baseUrl()}/f/${short_code}`);
});

test('a viewed fundraiser opens offline as a saved copy, photos included', async () => {
  const { page, app } = session;
  const { short_code, title } = await demoFundraiser('Running shoes');
  await page.goto(`/f/${short_code}`);
  await shows(page.getByRole('heading', { name: title }));
  await waitForWorker(page);
  await savedForOffline(page, short_code);

  await app.context.setOffline(true);
  await page.reload();
  await shows(page.getByRole('heading', { name: title }));
  await shows(page.getByText(/You are offline\. This is a saved copy from/));
  const hero = await page.locator('.fp-slide img').first().elementHandle();
  await page.waitForFunction((img: any) => img.complete && img.naturalWidth > 0, hero);
});

test("the owner's view shows where the fundraiser stands and its public link", async () => {
  const { page } = session;
  const email = await verifiedAccount('owner-view');
  const fundraiser = await pendingFundraiserOf(email, 'Roof for Githurai church');
  await signInThroughScreen(page, email, `/fundraiser/${fundraiser.id}`);
  await shows(page.getByRole('heading', { name: 'Roof for Githurai church' }));
  await shows(page.getByText(/^Pending Review: a reviewer checks every fundraiser/));
  await shows(page.getByRole('link', { name: `${baseUrl()}/f/${fundraiser.short_code}` }));
  expect(await page.locator('[data-donate]').isDisabled()).toBe(true);
  await shows(page.getByRole('button', { name: 'Copy link' }));
  await shows(page.getByRole('img', { name: 'No photos yet' }));
});

/** Console errors of the page that report a hydration mismatch (hydrate.tsx logs them). */
function hydrationErrors(page: Page) {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Hydration mismatch')) found.push(message.text());
  });
  return found;
}

/** In the page: React has adopted the server's HTML of the island (its title carries a fiber). */
const reactOwnsTitle = () => {
  const title = (globalThis as any).document.querySelector('[data-fundraiser-title]');
  return !!title && Object.keys(title).some((key) => key.startsWith('__reactFiber$'));
};

/** Waits until the worker holds the page and its hero photo. */
async function savedForOffline(page: Page, shortCode: string) {
  const hero = await page
    .locator('.fp-slide img')
    .first()
    .evaluate((img) => (img as any).currentSrc as string);
  const kept = (cache: string, url: string) =>
    page.waitForFunction(
      async ([name, href]) => !!(await (await (globalThis as any).caches.open(name)).match(href)),
      [cache, url],
      { polling: 250 },
    );
  await kept('harambee-media', hero);
  await kept('harambee-pages', `${baseUrl()}/f/${shortCode}`);
}
