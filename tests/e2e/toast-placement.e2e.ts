import { expect, test } from 'vitest';
import { PASSWORD, shows, toastWith, uniqueEmail } from './support/app.ts';
import { PHONE, useAppPage } from './support/browser.ts';

// Toasts on a phone sit at the bottom of the screen, clear of the page's title, and are read out
// politely from a live region that is in the page before they arrive.

const session = useAppPage(PHONE);

test('on a phone a toast sits at the bottom, never over the page title, in a polite live region', async () => {
  const { page } = session;
  await page.goto('/auth/register');
  await (await shows(page.getByLabel('First name', { exact: true }))).fill('Achieng');
  await page.getByLabel('Last name', { exact: true }).fill('Odhiambo');
  await page.getByLabel('Email address', { exact: true }).fill(uniqueEmail('toast'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  const title = await shows(page.getByRole('heading', { name: 'Verify your email' }));
  expect(await page.locator('.toast-host').getAttribute('aria-live')).toBe('polite');
  await page.getByRole('button', { name: 'Resend Code' }).click();
  const toast = await shows(toastWith(page, 'Code resent successfully!'));

  const t = (await toast.boundingBox())!;
  const h = (await title.boundingBox())!;
  // Apart: the toast starts below the title's bottom edge, and ends on screen near its bottom.
  expect(t.y).toBeGreaterThanOrEqual(h.y + h.height);
  expect(t.y + t.height).toBeLessThanOrEqual(PHONE.height);
  expect(t.y + t.height).toBeGreaterThan(PHONE.height - 80);
});
