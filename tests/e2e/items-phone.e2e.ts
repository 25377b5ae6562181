import { expect, test } from 'vitest';
import { header, shows } from './support/app.ts';
import { DESKTOP, launchWithoutJavaScript, PHONE, useAppPage } from './support/browser.ts';

// 'Find items for donation' on a 360 px phone: the search and filters fold behind one toggle (a
// <details>, so the page the server draws works with no JavaScript), the first item shows on the
// first screen, and the drawer leads there (D-181). A wide screen shows the filters open.

const session = useAppPage(PHONE);

const toggle = (page: typeof session.page) => page.locator('summary', { hasText: 'Search and filters' });

test('on a phone the first item is on the first screen and the filters open from one toggle', async () => {
  const { page } = session;
  await page.goto('/fundraisers?view=items');
  const first = page.locator('li.item-card').first();
  await shows(first);
  // The first item's photo and title, whole, without scrolling.
  const title = (await first.getByRole('heading').boundingBox())!;
  expect(title.y + title.height).toBeLessThanOrEqual(PHONE.height);
  expect(await page.getByLabel('County', { exact: true }).isVisible()).toBe(false);

  await (await shows(toggle(page))).click();
  await (await shows(page.getByLabel('County', { exact: true }))).selectOption('Nakuru');
  await page.getByRole('button', { name: 'Show items' }).click();
  await page.waitForURL((url) => url.searchParams.get('county') === 'Nakuru');
  await shows(page.getByRole('heading', { name: 'Black school shoes, size 38' }));
  // Folded again on the filtered list, its toggle counts what is in use.
  await page.reload();
  await shows(page.locator('summary', { hasText: 'Search and filters (1)' }));
});

test('without JavaScript the toggle opens and the filters still filter', async () => {
  const browser = await launchWithoutJavaScript();
  try {
    const page = await browser.newPage(PHONE);
    await page.goto('/fundraisers?view=items');
    expect(await page.getByLabel('Category', { exact: true }).isVisible()).toBe(false);
    await (await shows(toggle(page))).click();
    await (await shows(page.getByLabel('County', { exact: true }))).selectOption('Mombasa');
    await page.getByRole('button', { name: 'Show items' }).click();
    await page.waitForURL((url) => url.searchParams.get('county') === 'Mombasa');
    await shows(page.getByRole('heading', { name: 'Android phone for a student' }));
    expect(await page.locator('li.item-card').count()).toBeGreaterThanOrEqual(1);
  } finally {
    await browser.close();
  }
});

test('a wide screen shows the filters open, with no toggle', async () => {
  const { page } = session;
  await page.setViewportSize(DESKTOP);
  await page.goto('/fundraisers?view=items');
  await shows(page.getByLabel('Category', { exact: true }));
  expect(await toggle(page).isVisible()).toBe(false);
});

test("the phone's drawer has 'Find items for donation', which opens the items", async () => {
  const { page } = session;
  await page.goto('/fundraisers');
  await (await shows(header(page).getByRole('button', { name: 'Open menu' }))).click();
  const drawer = page.locator('#site-drawer');
  await (await shows(drawer.getByRole('link', { name: 'Find items for donation' }))).click();
  await page.waitForURL((url) => url.pathname === '/fundraisers' && url.searchParams.get('view') === 'items');
  await shows(page.getByRole('heading', { name: 'Items for donation', level: 1 }));
});
