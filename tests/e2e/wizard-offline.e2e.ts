import { expect, test } from 'vitest';
import { hides, shows, toastWith, verifiedAccount } from './support/app.ts';
import { PHONE, useAppPage } from './support/browser.ts';
import { smallPhoto } from './support/photos.ts';
import {
  chooseType,
  cutNetworkAfter,
  expectLaunchedTo,
  expectPreviewOf,
  field,
  fillCommon,
  fillStartup,
  OFFLINE_NOTICE,
  photoTiles,
  pickPhotos,
  serverView,
  serviceWorkerControl,
  signInThroughScreen,
  submitDetails,
  waitForWorker,
} from './support/wizard.ts';

// The wizard on a phone whose network comes and goes: edits and photos kept offline,
// a submission that resumes by itself, photos held by the service worker until they upload, and
// nothing created twice.

const session = useAppPage(PHONE);

test('edits made offline survive a reload offline; the submission waits for the network, then finishes', async () => {
  const { page, app } = session;
  const email = await verifiedAccount('wizard-offline');
  await signInThroughScreen(page, email);
  await chooseType(page, 'Startup');
  await fillCommon(page, 'Maji ya Ziwa filters');
  await fillStartup(page, 'Maji');
  const industry = await field(page, 'Industry').inputValue();
  await waitForWorker(page);

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

  await submitDetails(page);
  await shows(page.getByText(OFFLINE_NOTICE));
  expect(await (await serverView(email)).mine()).toEqual([]);
  // The phone restarts the app, still offline: the unfinished submission is remembered.
  await page.reload();
  await shows(page.getByText(OFFLINE_NOTICE));

  await app.context.setOffline(false);
  const code = await expectLaunchedTo(page, 'Maji ya Ziwa water filters');
  expect((await (await serverView(email)).review(code)).images).toHaveLength(1);
});

test('a submission cut off after the fundraiser was created finishes once, with exactly the chosen photos', async () => {
  const { page, app } = session;
  const email = await verifiedAccount('wizard-flaky');
  await signInThroughScreen(page, email);
  await waitForWorker(page);
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
  await cutNetworkAfter(page, '**/api/fundraisers/');
  await submitDetails(page);
  await shows(page.getByText(OFFLINE_NOTICE));
  expect(await (await serverView(email)).mine()).toHaveLength(1);

  // Back online the submission resumes by itself; the connection drops again once the details
  // are saved, so the photos go to the service worker's queue.
  await cutNetworkAfter(page, '**/api/individual-details/');
  await app.context.setOffline(false);
  await shows(page.getByText(/3 photos are saved on this phone and will upload by themselves/));
  expect(await page.getByText('Waiting to upload').count()).toBe(3);

  await app.context.setOffline(false);
  await worker.replayUploads();
  await shows(toastWith(page, 'Fundraiser and images created successfully!'));
  const code = await expectLaunchedTo(page, 'Boda boda for Kamau');

  const server = await serverView(email);
  expect((await server.mine()).map((f) => f.short_code)).toEqual([code]);
  expect((await server.review(code)).images).toHaveLength(3);
});

test('photos the service worker holds are listed on the preview page until they upload', async () => {
  const { page, app } = session;
  const email = await verifiedAccount('wizard-later');
  await signInThroughScreen(page, email);
  await waitForWorker(page);
  const worker = await serviceWorkerControl(page);
  await chooseType(page, 'Yourself');
  await fillCommon(page, 'Maize mill for Kitui');
  await pickPhotos(page, [await smallPhoto('mill-1.jpg'), await smallPhoto('mill-2.jpg', 'jpeg', '#3366ff')]);
  await shows(photoTiles(page).nth(1));
  await cutNetworkAfter(page, '**/api/individual-details/');
  await submitDetails(page);
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
  await worker.replayUploads();
  await hides(page.getByText(/photos? (is|are) waiting to upload/));
  await shows(page.locator('.fp-thumbs img'));
  const code = await expectPreviewOf(page, 'Maize mill for Kitui');
  expect((await (await serverView(email)).review(code)).images).toHaveLength(2);
});

test('the network switched off and on at random moments: nothing lost, nothing created twice', async () => {
  const { page, app } = session;
  const email = await verifiedAccount('wizard-chaos');
  await signInThroughScreen(page, email);
  await waitForWorker(page);
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
  await submitDetails(page);
  await flips;
  // Background sync fires when the browser sees the network again; here it is replayed on demand.
  for (let i = 0; i < 30 && !new URL(page.url()).pathname.startsWith('/f/'); i++) {
    await worker.replayUploads().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const code = await expectPreviewOf(page, 'Clinic roof in Homa Bay');
  const server = await serverView(email);
  expect((await server.mine()).map((f) => f.short_code)).toEqual([code]);
  expect((await server.review(code)).images).toHaveLength(4);
});
