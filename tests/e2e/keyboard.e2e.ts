import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { hides, shows } from './support/app.ts';
import { DESKTOP, useAppPage } from './support/browser.ts';
import { hydrated } from './support/donate.ts';
import { demoFundraiser } from './support/fundraiser-page.ts';

// The keyboard on a fundraiser's page: the photo carousel is reached with Tab and moved with the
// arrow keys; a dialog keeps Tab inside itself and hands the focus back when it closes.

const session = useAppPage(DESKTOP);

/** Whether the focused element is inside the element matching `selector`. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const { document } = globalThis as any;
    return Boolean(document.querySelector(sel)?.contains(document.activeElement));
  }, selector);

test('the carousel strip takes the focus and the arrow keys move between photos', async () => {
  const { page } = session;
  const { short_code } = await demoFundraiser('Wanjiku');
  await page.goto(`/f/${short_code}`);
  await hydrated(page, '.fp-track');
  const track = await shows(page.locator('.fp-track[tabindex="0"]'));
  await track.focus();
  expect(await track.getAttribute('aria-label')).toMatch(/^1 of \d+$/);
  await page.keyboard.press('ArrowRight');
  // Named by the photo it settles on (the smooth scroll passes the first on its way).
  await shows(page.locator('.fp-track[aria-label^="2 of"]:focus'));
  await shows(page.locator('.fp-counter', { hasText: /^2 of \d+$/ }));
  await page.keyboard.press('Home');
  await shows(page.locator('.fp-counter', { hasText: /^1 of \d+$/ }));
});

test('the QR code dialog keeps Tab inside and gives the focus back to its button', async () => {
  const { page } = session;
  const { short_code } = await demoFundraiser('Wanjiku');
  await page.goto(`/f/${short_code}`);
  const opener = page.getByRole('button', { name: 'QR code' });
  await hydrated(page, '.share-tools');
  await (await shows(opener)).focus();
  await page.keyboard.press('Enter');
  await shows(page.getByRole('dialog', { name: 'QR code for this fundraiser' }));
  for (let i = 0; i < 6; i++) {
    expect(await focusInside(page, 'dialog.qr-dialog')).toBe(true);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await hides(page.getByRole('dialog'));
  expect(await opener.evaluate((el) => el === (globalThis as any).document.activeElement)).toBe(true);
});
