import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { completeFundraiser } from '#tests/support/fundraisers.ts';
import { PASSWORD, shows, verifiedAccount } from './support/app.ts';
import { baseUrl, PHONE, useAppPage } from './support/browser.ts';
import { give, hydrated, ksh } from './support/donate.ts';
import { smallPhoto } from './support/photos.ts';
import {
  chooseType,
  expectLaunchedTo,
  fillCommon,
  pickPhotos,
  signInThroughScreen,
  submitDetails,
} from './support/wizard.ts';

// The owner's signed-in side end to end in Chromium at 360 px, against the real server and
// the Daraja simulator: a fundraiser follows their campaign from the wizard to money raised, and
// a reviewer (the demo reviewer) keeps the platform clean from /review, without a shell.

const REVIEWER = { email: 'reviewer@demo.harambee.ke', password: 'Harambee#2026' };

const session = useAppPage(PHONE);

/** A word no other fundraiser has, so search finds exactly this one. */
const uniqueWord = () => `Kitui${randomUUID().slice(0, 6)}`;

/**
 * Another person on the same phone: a new tab after the session is forgotten (the open tab would
 * hold the app's IndexedDB open, and forgetting it waits for that tab to close).
 */
async function nextPerson() {
  await session.page.close();
  await session.app.resetSession();
  session.page = await session.app.newPage(PHONE);
  return session.page;
}

/** The reviewer decides on a pending fundraiser at /review, as a reviewer would. */
async function asReviewer(title: string, decide: (item: Locator, page: Page) => Promise<void>) {
  const page = await nextPerson();
  await signInThroughScreen(page, REVIEWER.email, '/review', REVIEWER.password);
  const item = page.locator('article.review-item', { has: page.getByRole('heading', { name: title, exact: true }) });
  await shows(item);
  await decide(item, page);
}

/** A live fundraiser of a new organiser, made and approved through the API (the journey above does it by hand). */
async function approvedFundraiser(title: string) {
  const owner = await verifiedAccount('journey-organiser');
  const api = new Session(undefined, `${baseUrl()}/api`);
  expect((await api.post('/users/login/', { email_address: owner, password: PASSWORD })).status).toBe(200);
  const fundraiser = await completeFundraiser(api, title);
  const reviewer = new Session(undefined, `${baseUrl()}/api`);
  expect(
    (await reviewer.post('/users/login/', { email_address: REVIEWER.email, password: REVIEWER.password })).status,
  ).toBe(200);
  expect((await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/approve/`)).status).toBe(200);
  return fundraiser;
}

test('a fundraiser goes from the wizard through review and search to a donation its owner sees, then closes', async () => {
  let page = session.page;
  const word = uniqueWord();
  const title = `Borehole for ${word}`;
  const owner = await verifiedAccount('journey-owner');

  // The owner launches it in the wizard and finds it on the dashboard, waiting for review.
  await signInThroughScreen(page, owner);
  await chooseType(page, 'Yourself');
  await fillCommon(page, title);
  await pickPhotos(page, [await smallPhoto('borehole.jpg')]);
  await submitDetails(page);
  const code = await expectLaunchedTo(page, title);
  await page.goto('/dashboard');
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) });
  await shows(card.getByText('Pending Review', { exact: true }));

  // The reviewer approves it in the app.
  await asReviewer(title, async (item) => {
    await item.getByRole('button', { name: 'Approve' }).click();
    await shows(item.page().getByText(`‘${title}’ was approved and is now live. The organiser has been e-mailed.`));
  });

  // A guest finds it by search and gives by M-Pesa (the simulator pays).
  page = await nextPerson();
  await page.goto(`/fundraisers?q=${word}`);
  await (await shows(page.getByRole('link', { name: new RegExp(title) }))).click();
  await page.waitForURL((url) => url.pathname === `/f/${code}`);
  await hydrated(page, '[data-fundraiser-title]');
  await page.locator('main').getByRole('link', { name: 'Donate', exact: true }).click();
  await give(page, { preset: '1000', name: 'Mama Njeri' });
  await shows(page.getByRole('heading', { name: 'Thank you!' }), 20_000);

  // The owner sees the money and who gave it on the dashboard.
  page = await nextPerson();
  await signInThroughScreen(page, owner, '/dashboard');
  const live = page.locator('article', { has: page.getByRole('heading', { name: title }) });
  await shows(live.getByText('Live', { exact: true }));
  await shows(live.getByText(new RegExp(`^${ksh(1000)} raised of`)));
  await live.getByRole('button', { name: 'Show donations' }).click();
  await shows(live.getByText('Mama Njeri'));
  await shows(live.getByText(`${ksh(1000)} from 1 supporter`));

  // From its page the owner posts an update; donors read it under Updates.
  await live.getByRole('link', { name: 'Manage' }).click();
  const update = `The drilling crew arrives on Monday (${word}).`;
  await (await shows(page.getByLabel('Your update'))).fill(update);
  await page.getByRole('button', { name: 'Post update' }).click();
  await shows(page.getByText('Update posted. Donors who asked for updates will get it by e-mail.'));
  // The owner's own page lists it too, at once.
  await page.getByRole('tab', { name: 'Updates' }).click();
  await shows(page.getByRole('tabpanel').getByText(update));
  const manage = page.url();
  page = await nextPerson();
  await page.goto(`/f/${code}`);
  await hydrated(page, '[data-fundraiser-title]');
  await page.getByRole('tab', { name: 'Updates' }).click();
  await shows(page.getByText(update));

  // The owner closes it, after saying yes; donors then see it closed.
  page = await nextPerson();
  await signInThroughScreen(page, owner, new URL(manage).pathname);
  await page.getByRole('button', { name: 'Close fundraiser' }).click();
  const dialog = await shows(page.getByRole('dialog', { name: 'Close this fundraiser?' }));
  await dialog.getByRole('button', { name: 'Close fundraiser' }).click();
  await shows(page.getByText('Your fundraiser is closed.'));
  page = await nextPerson();
  await page.goto(`/f/${code}`);
  await shows(page.getByText('Fundraiser closed', { exact: true }));
});

test('a rejected fundraiser shows the reviewer’s reason on its owner’s dashboard', async () => {
  const owner = await verifiedAccount('journey-rejected');
  const api = new Session(undefined, `${baseUrl()}/api`);
  expect((await api.post('/users/login/', { email_address: owner, password: PASSWORD })).status).toBe(200);
  const title = `Rejected ${uniqueWord()}`;
  await completeFundraiser(api, title);

  await asReviewer(title, async (item, page) => {
    await item.getByRole('button', { name: 'Reject' }).click();
    await item.getByLabel('Reason for rejecting').fill('The photos do not match the story');
    await item.getByRole('button', { name: 'Reject with this reason' }).click();
    await shows(page.getByText(`‘${title}’ was rejected. The organiser has been e-mailed the reason.`));
  });

  const page = await nextPerson();
  await signInThroughScreen(page, owner, '/dashboard');
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) });
  await shows(card.getByText('Rejected', { exact: true }));
  await shows(card.getByText('Reason: The photos do not match the story'));
});

test('deleting an account leaves the donations it made on the public page as Anonymous', async () => {
  const donor = await verifiedAccount('journey-deleted', 'Otieno', 'Kamau');
  const fundraiser = await approvedFundraiser(`Deleted donor ${uniqueWord()}`);

  // Signed in, the donor gives under their own name (the sheet fills it in).
  let page = await nextPerson();
  await signInThroughScreen(page, donor, '/dashboard');
  // The shared link, opened as a donor opens it: the page the server draws, then its island.
  await page.goto(`/f/${fundraiser.short_code}`);
  await hydrated(page, '[data-fundraiser-title]');
  await page.locator('main').getByRole('link', { name: 'Donate', exact: true }).click();
  await give(page, { preset: '500', name: 'Otieno Kamau' });
  await shows(page.getByRole('heading', { name: 'Thank you!' }), 20_000);
  page = await nextPerson();
  await page.goto(`/f/${fundraiser.short_code}`);
  await shows(page.locator('main').getByText('Otieno Kamau'));
  const raised = await page.locator('.fp-raised').first().innerText();

  // The donor deletes the account from Settings: password and the typed word.
  page = await nextPerson();
  await signInThroughScreen(page, donor, '/dashboard/settings');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = await shows(page.getByRole('dialog', { name: 'Delete your account?' }));
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await shows(page.getByText('Your account has been deleted. Thank you for being part of Harambee.'));
  await page.waitForURL((url) => url.pathname === '/');

  // The public page: the same total, and the gift is now Anonymous.
  page = await nextPerson();
  await page.goto(`/f/${fundraiser.short_code}`);
  await shows(page.locator('main').getByText('Anonymous'));
  expect(await page.locator('main').getByText('Otieno Kamau').count()).toBe(0);
  expect(await page.locator('.fp-raised').first().innerText()).toBe(raised);
  // And the account cannot sign in any more.
  const login = await new Session(undefined, `${baseUrl()}/api`).post('/users/login/', {
    email_address: donor,
    password: PASSWORD,
  });
  expect(login.status).toBe(401);
});
