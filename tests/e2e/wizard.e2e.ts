import fs from 'node:fs';
import { expect, test } from 'vitest';
import { latestCode, PASSWORD, shows, uniqueEmail, verifiedAccount } from './support/app.ts';
import { PHONE, useAppPage } from './support/browser.ts';
import { cameraPhoto, smallPhoto } from './support/photos.ts';
import {
  chooseType,
  expectLaunchedTo,
  field,
  fillCommon,
  fillStartup,
  photoTiles,
  pickPhotos,
  recordUploads,
  serverView,
  signInThroughScreen,
  submitDetails,
} from './support/wizard.ts';

// The fundraiser wizard (spec §2, §4, §5) in Chromium against the real server, on a
// phone viewport: each of the three types end to end, and a reload in the middle of the details.
// Offline and flaky networks: wizard-offline.e2e.ts.

const session = useAppPage(PHONE);

test('a new visitor signs up inside the wizard and launches a fundraiser for themselves', async () => {
  const { page } = session;
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
  const uploads = recordUploads(page);
  await pickPhotos(page, [camera]);
  await shows(photoTiles(page));
  await submitDetails(page);
  const code = await expectLaunchedTo(page, 'School fees for Wanjiru');

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
  const { page } = session;
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
  await submitDetails(page);
  const code = await expectLaunchedTo(page, 'Jua Power solar kits');

  const review = await (await serverView(email)).review(code);
  expect(review.fundraiser.fundraising_category.slug).toBe('startup');
  expect(review.detail).toMatchObject({ startup_name: 'Jua Power', location: 'Kisumu', website: 'https://jua.co.ke' });
  expect(review.images).toHaveLength(2);
});

test('an organization fundraiser: the mission label, the https:// prefix, then launch', async () => {
  const { page } = session;
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
  await submitDetails(page);
  const code = await expectLaunchedTo(page, 'Books for Mtoto Trust');
  const review = await (await serverView(email)).review(code);
  expect(review.detail).toMatchObject({ organisation_name: 'Mtoto Trust', website: 'https://mtoto.org' });
});

test('a reload in the middle of step 3 restores every field and photo', async () => {
  const { page } = session;
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
