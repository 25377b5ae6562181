import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { PASSWORD, shows, toastWith, uniqueEmail } from './support/app.ts';
import { PHONE, useAppPage } from './support/browser.ts';
import { installGoogleStandIns } from './support/google-stand-ins.ts';
import { chooseType } from './support/wizard.ts';

// The wizard's account step in its own words (spec §8): 'Register failed' when the sign-up fails
// without a message from the server, 'Something went wrong' when it never reaches the server, and
// 'Login failed' when a Google sign-up fails that way. The server always explains itself, so the
// two answers without a message come from the network: a gateway's bare 502, and a dropped request.

const session = useAppPage(PHONE);
beforeAll(async () => {
  await installGoogleStandIns(session.app.context);
});

async function openAccountStep(page: Page) {
  await page.goto('/fundraiser/create');
  await chooseType(page, 'Yourself');
  await shows(page.getByText('Step 2 of 4: Create Account'));
}

async function signUp(page: Page) {
  await page.getByLabel('First name', { exact: true }).fill('Wanjiru');
  await page.getByLabel('Last name', { exact: true }).fill('Mwangi');
  await page.getByLabel('Email address', { exact: true }).fill(uniqueEmail('wizard-wording'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
}

test("a sign-up the server answers without a message says 'Register failed'; one that never arrives, 'Something went wrong'", async () => {
  const { page } = session;
  await openAccountStep(page);
  await page.route('**/api/users/register/', (route) => route.fulfill({ status: 502, body: '' }));
  await signUp(page);
  await shows(page.getByText('Register failed', { exact: true }));
  expect(await page.getByText('Registration failed').count()).toBe(0);

  await page.unroute('**/api/users/register/');
  await page.route('**/api/users/register/', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await shows(page.getByText('Something went wrong', { exact: true }));
  // Nothing typed is lost: the form is still filled for another try.
  expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Wanjiru');
});

test("a Google sign-up the server answers without a message says 'Login failed'", async () => {
  const { page } = session;
  await openAccountStep(page);
  await page.route('**/api/users/social-register/', (route) => route.fulfill({ status: 502, body: '' }));
  const popupOpened = page.waitForEvent('popup', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  await (await shows(popup.getByRole('button', { name: 'Add new account' }))).click();
  await (await shows(popup.locator('#email-input'))).fill(uniqueEmail('wizard-google'));
  await popup.locator('#display-name-input').fill('Wanjiru Mwangi');
  await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await popup.waitForEvent('close', { timeout: 30_000 });
  await shows(toastWith(page, 'Login failed'), 30_000);
  await shows(page.getByText('Step 2 of 4: Create Account'));
});
