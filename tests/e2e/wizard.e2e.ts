import fs from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { hides, latestCode, PASSWORD, shows, toastWith, uniqueEmail, verifiedAccount } from './support/app.ts';
import { launchApp, PHONE, type App } from './support/browser.ts';
import { cameraPhoto, smallPhoto } from './support/photos.ts';
import {
  chooseType,
  field,
  fillCommon,
  fillStartup,
  photoTiles,
  pickPhotos,
  serverView,
  serviceWorkerControl,
  signInThroughScreen,
} from './support/wizard.ts';

// The fundraiser wizard (spec §2, §4, §5; issue 4) in Chromium against the real server, on a
// phone viewport: each of the three types end to end, and the draft surviving reloads, offline
// edits and a connection lost in the middle of the submission.

let app: App;
let page: Page;
beforeAll(async () => {
  app = await launchApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.resetSession();
  page = await app.newPage(PHONE);
});
afterEach(async () => {
  await app.context.setOffline(false);
  await page?.close();
});

const submit = () => page.getByRole('button', { name: 'Submit fundraiser' }).click();

/** The launch screen, then the preview of the new fundraiser with its title and status. */
async function expectLaunchedTo(title: string) {
  await shows(page.getByRole('heading', { name: 'Launching your fundraiser' }));
  return expectPreviewOf(title);
}

/** The preview page of a new fundraiser: its title and 'Pending Review'; returns its short code. */
async function expectPreviewOf(title: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/f/'), { timeout: 20_000 });
  await shows(page.getByRole('heading', { name: title }));
  await shows(page.getByText('Pending Review', { exact: true }));
  return new URL(page.url()).pathname.split('/')[2]!;
}

/** Bytes of every photo upload the page sent (the multipart body's Content-Length). */
function recordUploads() {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (req: Request) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/fundraiser-images/')
      sizes.push(req.allHeaders().then((h) => Number(h['content-length'])));
  });
  return () => Promise.all(sizes);
}

test('a new visitor signs up inside the wizard and launches a fundraiser for themselves', async () => {
  const email = uniqueEmail('wizard-new');
  const camera = await cameraPhoto();
  await page.goto('/fundraiser/create');
  await shows(page.getByText('Step 1 of 4: Select Beneficiary'));
  await shows(page.getByRole('heading', { name: 'Who are you fundraising for?' }));
  expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
  await chooseType(page, 'Yourself');

  await shows(page.getByText('Step 2 of 4: Create Account'));
  await page.getByLabel('First name', { exact: true }).fill('Wanjiru');
  await page.getByLabel('Last name', { exact: true }).fill('Mwangi');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await shows(page.getByText('You must accept the Terms of Service and Privacy Policy'));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await (await shows(page.getByLabel('Verification code'))).fill(await latestCode(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await shows(page.getByText('Step 3 of 4: Fundraiser Details'));
  await fillCommon(page, 'School fees for Wanjiru');
  const uploads = recordUploads();
  await pickPhotos(page, [camera]);
  await shows(photoTiles(page));
  await submit();
  const code = await expectLaunchedTo('School fees for Wanjiru');

  const server = await serverView(email);
  expect((await server.mine()).map((f) => f.short_code)).toEqual([code]);
  const review = await server.review(code);
  expect(review.detail.fundraiser_goal).toBe(150000);
  expect(review.images).toHaveLength(1);
  // Downsized in the browser before it left the phone (decisions: longest side 2048 px, JPEG).
  expect(review.images[0].width).toBe(2048);
  const sent = await uploads();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toBeGreaterThan(50_000);
  expect(sent[0]).toBeLessThan(2 * 1024 * 1024);
  console.log(`[e2e] a 4000×3000 camera photo of ${fs.statSync(camera).size} bytes was uploaded as ${sent[0]} bytes`);
});

test('a signed-in user skips sign-up and launches a startup fundraiser with every field', async () => {
  const email = await verifiedAccount('wizard-startup');
  await signInThroughScreen(page, email);
  await chooseType(page, 'Startup');
  await shows(page.getByText('Step 3 of 4: Fundraiser Details'));
  await fillCommon(page, 'Jua Power solar kits', '250000');
  await fillStartup(page, 'Jua Power');
  // Nothing sticks out of the card (long lookup names once pushed the form past the phone's edge).
  const overflow = await page.evaluate(() => {
    const card = (globalThis as any).document.querySelector('.onboarding-card');
    const edge = card.getBoundingClientRect().right;
    return [...card.querySelectorAll('*')].filter((el: any) => el.getBoundingClientRect().right > edge).length;
  });
  expect(overflow).toBe(0);
  await field(page, 'Website (Optional)').fill('http://jua.co.ke');
  expect(await field(page, 'Website (Optional)').inputValue()).toBe('jua.co.ke');
  await pickPhotos(page, [await smallPhoto('jua-1.jpg'), await smallPhoto('jua-2.png', 'png', '#ff9900')]);
  await shows(photoTiles(page).nth(1));
  await submit();
  const code = await expectLaunchedTo('Jua Power solar kits');

  const review = await (await serverView(email)).review(code);
  expect(review.fundraiser.fundraising_category.slug).toBe('startup');
  expect(review.detail).toMatchObject({ startup_name: 'Jua Power', location: 'Kisumu', website: 'https://jua.co.ke' });
  expect(review.images).toHaveLength(2);
});

test('an organization fundraiser: the mission label, the https:// prefix, then launch', async () => {
  const email = await verifiedAccount('wizard-org');
  await signInThroughScreen(page, email);
  await chooseType(page, 'Organization');
  await fillCommon(page, 'Books for Mtoto Trust');
  await field(page, 'Organization name').fill('Mtoto Trust');
  await field(page, 'Registration number').fill('NGO/2019/123');
  await field(page, 'Mission (max 50 words)').fill('Every child in Turkana reads by the age of eight.');
  await shows(page.getByText('10 / 100 words'));
  await field(page, 'Website (Optional)').fill('https://mtoto.org');
  await pickPhotos(page, [await smallPhoto('mtoto.jpg')]);
  await submit();
  const code = await expectLaunchedTo('Books for Mtoto Trust');
  const review = await (await serverView(email)).review(code);
  expect(review.detail).toMatchObject({ organisation_name: 'Mtoto Trust', website: 'https://mtoto.org' });
});

test('a reload in the middle of step 3 restores every field and photo', async () => {
  const email = await verifiedAccount('wizard-reload');
  await signInThroughScreen(page, email);
  await chooseType(page, 'Startup');
  await fillCommon(page, 'Maziwa dairy cooling', '80000.50');
  await field(page, 'Startup name').fill('Maziwa');
  await field(page, 'Industry').selectOption({ index: 2 });
  await field(page, 'Currency').selectOption('USD');
  await pickPhotos(page, [await smallPhoto('cow-1.jpg'), await smallPhoto('cow-2.jpg', 'jpeg', '#cc0000')]);
  await shows(photoTiles(page).nth(1));
  const industry = await field(page, 'Industry').inputValue();

  await page.reload();
  await shows(page.getByText('Step 3 of 4: Fundraiser Details'));
  expect(await (await shows(field(page, 'Fundraiser title'))).inputValue()).toBe('Maziwa dairy cooling');
  expect(await field(page, 'Fundraising goal').inputValue()).toBe('80000.50');
  expect(await field(page, 'Startup name').inputValue()).toBe('Maziwa');
  expect(await field(page, 'Industry').inputValue()).toBe(industry);
  expect(await field(page, 'Currency').inputValue()).toBe('USD');
  await shows(photoTiles(page).nth(1));
  expect(await photoTiles(page).allInnerTexts()).toEqual([
    expect.stringContaining('cow-1.jpg'),
    expect.stringContaining('cow-2.jpg'),
  ]);
});

test('edits made offline survive a reload offline; the submission waits for the network, then finishes', async () => {
  const email = await verifiedAccount('wizard-offline');
  await signInThroughScreen(page, email);
  await chooseType(page, 'Startup');
  await fillCommon(page, 'Maji ya Ziwa filters');
  await fillStartup(page, 'Maji');
  const industry = await field(page, 'Industry').inputValue();
  await page.waitForFunction(() => (globalThis as any).navigator.serviceWorker.controller !== null);

  await app.context.setOffline(true);
  await field(page, 'Fundraiser title').fill('Maji ya Ziwa water filters');
  await pickPhotos(page, [await smallPhoto('maji.jpg')]);
  await shows(photoTiles(page));
  await page.reload();
  // The wizard, its draft and the persisted lookups all open without a network.
  expect(await (await shows(field(page, 'Fundraiser title'))).inputValue()).toBe('Maji ya Ziwa water filters');
  await page.waitForFunction(
    (value) => (globalThis as any).document.querySelector('select option[value="' + value + '"]') !== null,
    industry,
  );
  expect(await field(page, 'Industry').inputValue()).toBe(industry);
  await shows(photoTiles(page));

  await submit();
  await shows(page.getByText(/You are offline\. Your fundraiser is saved on this phone/));
  expect(await (await serverView(email)).mine()).toEqual([]);
  // The phone restarts the app, still offline: the unfinished submission is remembered.
  await page.reload();
  await shows(page.getByText(/You are offline\. Your fundraiser is saved on this phone/));

  await app.context.setOffline(false);
  const code = await expectLaunchedTo('Maji ya Ziwa water filters');
  expect((await (await serverView(email)).review(code)).images).toHaveLength(1);
});

test('a submission cut off after the fundraiser was created finishes once, with exactly the chosen photos', async () => {
  const email = await verifiedAccount('wizard-flaky');
  await signInThroughScreen(page, email);
  await page.waitForFunction(() => (globalThis as any).navigator.serviceWorker.controller !== null);
  const worker = await serviceWorkerControl(page);
  await chooseType(page, 'Yourself');
  await fillCommon(page, 'Boda boda for Kamau');
  const photos = [
    await smallPhoto('boda-1.jpg'),
    await smallPhoto('boda-2.jpg', 'jpeg', '#aa00ff'),
    await smallPhoto('boda-3.png', 'png'),
  ];
  await pickPhotos(page, photos);
  await shows(photoTiles(page).nth(2));

  // The connection drops as the fundraiser is created: the answer arrives, the next call cannot.
  await page.route(
    '**/api/fundraisers/',
    async (route) => {
      const response = await route.fetch();
      await app.context.setOffline(true);
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await submit();
  await shows(page.getByText(/You are offline\. Your fundraiser is saved on this phone/));
  expect(await (await serverView(email)).mine()).toHaveLength(1);

  // Back online the submission resumes by itself; the connection drops again once the details
  // are saved, so the photos go to the service worker's queue.
  await page.route(
    '**/api/individual-details/',
    async (route) => {
      const response = await route.fetch();
      await app.context.setOffline(true);
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await app.context.setOffline(false);
  await shows(page.getByText(/3 photos are saved on this phone and will upload by themselves/));
  expect(await page.getByText('Waiting to upload').count()).toBe(3);

  await app.context.setOffline(false);
  await worker.dispatchSync('workbox-background-sync:photo-uploads');
  await shows(toastWith(page, 'Fundraiser and images created successfully!'));
  const code = await expectLaunchedTo('Boda boda for Kamau');

  const server = await serverView(email);
  expect((await server.mine()).map((f) => f.short_code)).toEqual([code]);
  expect((await server.review(code)).images).toHaveLength(3);
});

test('photos the service worker holds are listed on the preview page until they upload', async () => {
  const email = await verifiedAccount('wizard-later');
  await signInThroughScreen(page, email);
  await page.waitForFunction(() => (globalThis as any).navigator.serviceWorker.controller !== null);
  const worker = await serviceWorkerControl(page);
  await chooseType(page, 'Yourself');
  await fillCommon(page, 'Maize mill for Kitui');
  await pickPhotos(page, [await smallPhoto('mill-1.jpg'), await smallPhoto('mill-2.jpg', 'jpeg', '#3366ff')]);
  await shows(photoTiles(page).nth(1));
  await page.route(
    '**/api/individual-details/',
    async (route) => {
      const response = await route.fetch();
      await app.context.setOffline(true);
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await submit();
  await (await shows(page.getByRole('button', { name: 'Continue — photos upload later' }))).click();
  await page.waitForURL((url) => url.pathname.startsWith('/f/'), { timeout: 20_000 });
  await shows(page.getByText(/2 photos are waiting to upload/));
  expect(
    await page
      .getByRole('listitem')
      .filter({ hasText: /^mill-\d\.jpg$/ })
      .allInnerTexts(),
  ).toEqual(['mill-1.jpg', 'mill-2.jpg']);

  await app.context.setOffline(false);
  await shows(page.getByRole('heading', { name: 'Maize mill for Kitui' }));
  await worker.dispatchSync('workbox-background-sync:photo-uploads');
  await hides(page.getByText(/photos? (is|are) waiting to upload/));
  await shows(page.locator('.preview-thumbs img'));
  const code = await expectPreviewOf('Maize mill for Kitui');
  expect((await (await serverView(email)).review(code)).images).toHaveLength(2);
});

test('the network switched off and on at random moments: nothing lost, nothing created twice', async () => {
  const email = await verifiedAccount('wizard-chaos');
  await signInThroughScreen(page, email);
  await page.waitForFunction(() => (globalThis as any).navigator.serviceWorker.controller !== null);
  const worker = await serviceWorkerControl(page);
  await chooseType(page, 'Yourself');
  await fillCommon(page, 'Clinic roof in Homa Bay');
  const files = [1, 2, 3, 4].map((n) => smallPhoto(`roof-${n}.jpg`, 'jpeg', ['#f00', '#0f0', '#00f', '#ff0'][n - 1]));
  await pickPhotos(page, await Promise.all(files));
  await shows(photoTiles(page).nth(3));

  // A fixed seed: random-looking, the same on every run.
  let seed = 20261121;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  let offline = false;
  const flips = (async () => {
    for (let i = 0; i < 14; i++) {
      await new Promise((r) => setTimeout(r, 150 + random() * 600));
      offline = !offline;
      await app.context.setOffline(offline);
    }
    await app.context.setOffline(false);
  })();
  await submit();
  await flips;
  // Background sync fires when the browser sees the network again; here it is replayed on demand.
  for (let i = 0; i < 30 && !new URL(page.url()).pathname.startsWith('/f/'); i++) {
    await worker.dispatchSync('workbox-background-sync:photo-uploads').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const code = await expectPreviewOf('Clinic roof in Homa Bay');
  const server = await serverView(email);
  expect((await server.mine()).map((f) => f.short_code)).toEqual([code]);
  expect((await server.review(code)).images).toHaveLength(4);
});
