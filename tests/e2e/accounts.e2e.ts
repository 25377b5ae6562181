import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import {
  header,
  latestCode,
  PASSWORD,
  pathAndQuery,
  resetLink,
  shows,
  toastWith,
  uniqueEmail,
  verifiedAccount,
} from './support/app.ts';
import { baseUrl, launchApp, type App } from './support/browser.ts';

// Accounts through the screens (spec §2 "Auth screens", "Verification screen", §4, §6): sign up,
// verify with the e-mailed code, the avatar menu, logout, the protected-route guard, resend,
// password reset and the sign-up form's validation. The outbox stands in for the inbox.

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
  page = await app.newPage();
});
afterEach(async () => {
  await page?.close();
});

const FIRST = 'Achieng';
const LAST = 'Odhiambo';

async function fillSignUp(email: string) {
  await page.getByLabel('First name', { exact: true }).fill(FIRST);
  await page.getByLabel('Last name', { exact: true }).fill(LAST);
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
}

async function enterCode(code: string) {
  await (await shows(page.getByLabel('Verification code'))).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

async function signIn(email: string, password: string) {
  await (await shows(page.getByLabel('Email address', { exact: true }))).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the avatar menu and checks it names the user. */
async function openAccountMenu(email: string, fullName: string) {
  await (await shows(header(page).getByRole('button', { name: 'Account menu' }))).click();
  const menu = page.locator('#account-menu');
  await shows(menu.getByText(fullName, { exact: true }));
  await shows(menu.getByText(email, { exact: true }));
  await shows(menu.getByRole('link', { name: 'My Profile' }));
  return menu;
}

test('sign up, verify with the e-mailed code, use the avatar menu, log out, and the dashboard guard', async () => {
  const email = uniqueEmail('signup');
  await page.goto('/auth/register');
  await fillSignUp(email);
  await shows(page.getByRole('heading', { name: 'Verify your email' }));
  await shows(page.getByText(email));

  const verify = page.getByRole('button', { name: 'Verify', exact: true });
  expect(await verify.isDisabled()).toBe(true); // until 6 characters
  await enterCode(await latestCode(email));
  await shows(toastWith(page, 'Account verified successfully!'));
  await page.waitForURL((url) => url.pathname === '/dashboard');

  const menu = await openAccountMenu(email, `${FIRST} ${LAST}`);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await shows(header(page).getByRole('link', { name: 'Log in' }));
  expect(await header(page).getByRole('button', { name: 'Account menu' }).count()).toBe(0);

  // Signed out, the dashboard sends to sign-in and comes back after it.
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/auth/login');
  expect(pathAndQuery(page)).toBe('/auth/login?redirect=%2Fdashboard');
  await signIn(email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await shows(page.getByRole('heading', { name: 'Dashboard' }));
  await shows(header(page).getByRole('button', { name: 'Account menu' }));

  // A page the server draws knows nothing of the session, but this device remembers the user:
  // its corner becomes the same avatar menu, and logging out there signs out too.
  await page.goto('/fundraisers');
  const fromServer = await openAccountMenu(email, `${FIRST} ${LAST}`);
  await fromServer.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await shows(header(page).getByRole('link', { name: 'Log in' }));
  expect(await header(page).getByRole('button', { name: 'Account menu' }).count()).toBe(0);
});

test('a wrong code shows Verification Failed!, Resend Code sends a new one, and it verifies', async () => {
  const email = uniqueEmail('resend');
  await page.goto('/auth/register');
  await fillSignUp(email);
  const first = await latestCode(email);
  await enterCode(first === '000000' ? '111111' : '000000');
  await shows(page.getByRole('heading', { name: 'Verification Failed!' }));
  await shows(page.getByText('Account verification failed. Please try again.'));

  await page.getByRole('button', { name: 'Resend Code' }).click();
  await shows(toastWith(page, 'Code resent successfully!'));
  await shows(page.getByRole('heading', { name: 'Verify your email' }));
  await enterCode(await latestCode(email, first));
  await shows(toastWith(page, 'Account verified successfully!'));
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await openAccountMenu(email, `${FIRST} ${LAST}`);
});

test('the code form shows its messages; after a reload an unverified sign-up is sent back to verification', async () => {
  const email = uniqueEmail('unverified');
  await page.goto('/auth/register');
  await fillSignUp(email);
  const code = page.getByLabel('Verification code');
  await (await shows(code)).fill('123');
  await code.press('Tab');
  await shows(page.getByText('The code must be 6 digits long.'));
  await code.fill('');
  await shows(page.getByText('A code is required.'));
  expect(await page.getByRole('button', { name: 'Verify', exact: true }).isDisabled()).toBe(true);

  // Reloaded, the device still knows the sign-up, but the server gives it no session: it cannot act.
  await page.reload();
  expect((await page.request.get(`${baseUrl()}/api/users/me/`)).status()).toBe(401);
  for (const path of ['/dashboard', '/auth/login']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/auth/register');
    await shows(page.getByRole('heading', { name: 'Verify your email' }));
    await shows(page.getByText(email));
  }
  const first = await latestCode(email);
  await page.getByRole('button', { name: 'Resend Code' }).click();
  await shows(toastWith(page, 'Code resent successfully!'));
  await enterCode(await latestCode(email, first));
  await shows(toastWith(page, 'Account verified successfully!'));
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await openAccountMenu(email, `${FIRST} ${LAST}`);
});

test('an unverified sign-up can start again with another e-mail', async () => {
  await page.goto('/auth/register');
  await fillSignUp(uniqueEmail('typo'));
  await (await shows(page.getByRole('button', { name: 'Wrong e-mail address? Start again' }))).click();
  await shows(page.getByRole('heading', { name: 'Create your account' }));
  await page.reload();
  await shows(page.getByRole('heading', { name: 'Create your account' }));
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/auth/login');
});

test('forgot password: the e-mailed link sets a new password, then sign-in uses it', async () => {
  const email = await verifiedAccount('reset');
  await page.goto('/auth/login');
  await (await shows(page.getByRole('link', { name: 'Forgot your password?' }))).click();
  await page.waitForURL((url) => url.pathname === '/auth/forgot-password');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await shows(page.getByText(/Check your inbox/));

  const link = await resetLink(email);
  expect(link.startsWith(`${baseUrl()}/auth/reset-password?token=`)).toBe(true);
  await page.goto(link);
  const newPassword = 'N3w!Passw0rd';
  await (await shows(page.getByLabel('New password', { exact: true }))).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await shows(page.getByText('Your password has been reset. Taking you to sign in…'));
  const resetAt = Date.now();
  await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 10_000 });
  expect(Date.now() - resetAt).toBeGreaterThan(2_000); // the spec's 3-second pause

  await signIn(email, PASSWORD);
  await shows(page.getByText('Invalid email or password'));
  await signIn(email, newPassword);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await openAccountMenu(email, `${FIRST} ${LAST}`);
});

test('submitting the empty sign-up form shows every required-field message', async () => {
  await page.goto('/auth/register');
  await (await shows(page.getByRole('button', { name: 'Sign up', exact: true }))).click();
  for (const message of [
    'First Name is required',
    'Last Name is required',
    'Email is required',
    'Password is required',
    'Please confirm password',
  ]) {
    await shows(page.getByText(message, { exact: true }));
  }
  expect(pathAndQuery(page)).toBe('/auth/register');
});
