import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { header, shows, toastWith, uniqueEmail } from './support/app.ts';
import { launchApp, type App } from './support/browser.ts';
import { installGoogleStandIns } from './support/google-stand-ins.ts';

// Social sign-in (spec §2 "Auth screens", §7 social-register): 'Continue with Google' opens the
// Firebase Auth emulator's popup, where a new Google account is added; the app then signs in with
// the emulator's ID token, which the server checks against the same emulator.

let app: App;
beforeAll(async () => {
  app = await launchApp();
  await installGoogleStandIns(app.context);
});
afterAll(async () => {
  await app?.close();
});

/** Content-Security-Policy violations reported in the page's console, for a precise failure. */
function recordCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  page.on('requestfailed', (r) => {
    if (/ERR_BLOCKED_BY_CSP/.test(r.failure()?.errorText ?? '')) violations.push(`blocked: ${r.url()}`);
  });
  return violations;
}

test('Continue with Google: add an account in the emulator popup, come back signed in', async () => {
  const page = await app.newPage();
  const violations = recordCspViolations(page);
  const cspHint = () =>
    violations.length
      ? `The app's Content-Security-Policy blocked the Firebase sign-in:\n${violations.join('\n')}`
      : 'no CSP violation was reported';
  await page.goto('/auth/login');

  const popupOpened = page.waitForEvent('popup', { timeout: 30_000 });
  await (await shows(page.getByRole('button', { name: 'Continue with Google' }))).click();
  const popup = await popupOpened.catch((err: unknown) => {
    throw new Error(`The Google sign-in popup did not open (${cspHint()})`, { cause: err });
  });

  // The emulator's widget: 'Add new account', e-mail and display name, 'Sign in with Google.com'.
  const email = uniqueEmail('google');
  await popup.waitForLoadState('domcontentloaded');
  await (await shows(popup.getByRole('button', { name: 'Add new account' }))).click();
  await (await shows(popup.locator('#email-input'))).fill(email);
  await popup.locator('#display-name-input').fill('Wanjiru Kamau');
  await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await popup.waitForEvent('close', { timeout: 30_000 });

  try {
    await shows(toastWith(page, 'Login Successful'), 30_000);
    await page.waitForURL((url) => url.pathname === '/dashboard');
  } catch (err) {
    const toasts = await page
      .locator('.toast-host')
      .innerText()
      .catch(() => '');
    throw new Error(`Social sign-in did not complete (toasts: ${JSON.stringify(toasts)}; ${cspHint()})`, {
      cause: err,
    });
  }
  expect(violations, cspHint()).toEqual([]);

  await (await shows(header(page).getByRole('button', { name: 'Account menu' }))).click();
  const menu = page.locator('#account-menu');
  await shows(menu.getByText(email, { exact: true }));
  await shows(menu.getByText('Wanjiru Kamau', { exact: true }));
  await shows(menu.getByRole('button', { name: 'Logout' }));
  await page.close();
});
