import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, shows, verifiedAccount } from './support/app.ts';
import { baseUrl, PHONE, useAppPage } from './support/browser.ts';
import { smallPhoto } from './support/photos.ts';
import {
  cutNetworkAfter,
  field,
  photoTiles,
  pickPhotos,
  serviceWorkerControl,
  waitForWorker,
} from './support/wizard.ts';

// Offering an item on a phone whose network comes and goes: the draft kept through a
// sign-in and a reload, an offer made offline posted when the connection returns, and a photo the
// service worker held uploaded later, each exactly once.

const session = useAppPage(PHONE);
const OFFLINE = /You're offline\. Your offer is saved on this phone/;

interface MyItem {
  code: string;
  title: string;
  image: string | null;
  status: string;
}

/** The donor's offers as the server has them (GET /api/items/mine/), read outside the browser. */
async function myItems(email: string): Promise<MyItem[]> {
  const login = await fetch(`${baseUrl()}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_address: email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${baseUrl()}/api/items/mine/`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: MyItem[] }).data;
}

async function fillRest(page: Page) {
  await field(page, 'Condition').selectOption('good');
  await field(page, 'Quantity').fill('3');
  await field(page, 'Description').fill('Grey school jumpers, washed and folded.');
  await field(page, 'County').selectOption('Nakuru');
  await field(page, 'Town').fill('Naivasha');
}

const noSideways = (page: Page) =>
  page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth <= (globalThis as any).innerWidth);

test('a guest signs in and comes back to the form; offered offline with a photo, it is posted once back online', async () => {
  const { page, app } = session;
  const email = await verifiedAccount('item-offer');
  await page.goto('/donate?type=items');
  await (await shows(field(page, 'Category'))).selectOption('clothes');
  await field(page, 'Title').fill('School jumpers, age 10');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();

  await (await shows(page.getByLabel('Email address', { exact: true }))).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/donate' && url.searchParams.get('type') === 'items');
  expect(await (await shows(field(page, 'Title'))).inputValue()).toBe('School jumpers, age 10');
  expect(await field(page, 'Category').inputValue()).toBe('clothes');
  await waitForWorker(page);

  await app.context.setOffline(true);
  await fillRest(page);
  await pickPhotos(page, [await smallPhoto('jumpers.jpg')]);
  await shows(photoTiles(page));
  expect(await noSideways(page)).toBe(true);
  await page.getByRole('button', { name: 'Post item' }).click();
  await shows(page.getByText(OFFLINE));
  expect(await myItems(email)).toEqual([]);

  // The app is restarted, still offline: the offer and its photo are still there, still waiting.
  await page.reload();
  await shows(page.getByText(OFFLINE));
  expect(await field(page, 'Town').inputValue()).toBe('Naivasha');
  await shows(photoTiles(page));

  await app.context.setOffline(false);
  await shows(page.getByRole('heading', { name: 'Your item is posted' }), 30_000);
  const [item, ...others] = await myItems(email);
  expect(others).toEqual([]);
  expect(item).toMatchObject({ title: 'School jumpers, age 10', status: 'available' });
  expect(item?.image).not.toBeNull();
  expect(await page.getByRole('link', { name: 'See your item' }).getAttribute('href')).toBe(`/items/${item?.code}`);

  // Nothing is sent again: a reload opens an empty form, and the server still has one item.
  await page.goto('/donate?type=items');
  expect(await (await shows(field(page, 'Title'))).inputValue()).toBe('');
  await page.waitForTimeout(1500);
  expect(await myItems(email)).toHaveLength(1);
});

test('the connection drops after the item is created: the worker keeps its photo and uploads it once', async () => {
  const { page, app } = session;
  const email = await verifiedAccount('item-offer-flaky');
  await page.goto('/auth/login?redirect=' + encodeURIComponent('/donate?type=items'));
  await (await shows(page.getByLabel('Email address', { exact: true }))).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/donate');
  await waitForWorker(page);
  const worker = await serviceWorkerControl(page);

  await (await shows(field(page, 'Category'))).selectOption('books');
  await field(page, 'Title').fill('Class 6 textbooks');
  await fillRest(page);
  await pickPhotos(page, [await smallPhoto('books.png', 'png')]);
  await shows(photoTiles(page));
  await cutNetworkAfter(page, '**/api/items/');
  await page.getByRole('button', { name: 'Post item' }).click();

  await shows(page.getByRole('heading', { name: 'Your item is posted' }));
  await shows(page.getByText('1 photo will upload when you are back online.'));
  const [created] = await myItems(email);
  expect(created?.image).toBeNull();

  await app.context.setOffline(false);
  await worker.replayUploads();
  await shows(page.getByRole('heading', { name: 'Your item is posted' }));
  await expect.poll(async () => (await myItems(email))[0]?.image ?? null, { timeout: 15_000 }).not.toBeNull();
  // A second replay finds nothing left to send; still one item, one photo.
  await worker.replayUploads();
  await page.waitForTimeout(1000);
  const items = await myItems(email);
  expect(items).toHaveLength(1);
  const page2 = await fetch(`${baseUrl()}/api/items/${items[0]?.code}/`);
  expect(((await page2.json()) as { data: { images: unknown[] } }).data.images).toHaveLength(1);
});
