import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { shows } from './support/app.ts';
import { baseUrl, PHONE, useAppPage } from './support/browser.ts';
import { demoFundraiser } from './support/fundraiser-page.ts';

// Fundraiser updates in Chromium: an update the organiser posted is in the server's
// HTML of /f/{code}, the page hydrates over it without a mismatch, and the Updates tab shows it.

const session = useAppPage(PHONE);

/** Posts an update as the demo organiser (the demo accounts' password is public: demo mode only). */
async function postAsOrganiser(email: string, shortCode: string, body: string) {
  const login = await fetch(`${baseUrl()}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_address: email, password: 'Harambee#2026' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${baseUrl()}/api/fundraisers/${shortCode}/updates/`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  expect(res.status).toBe(201);
}

function hydrationErrors(page: Page) {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Hydration mismatch')) found.push(message.text());
  });
  return found;
}

test('an update is on the drawn page, survives hydration, and shows under Updates', async () => {
  const { page } = session;
  const { short_code } = await demoFundraiser("Baby Amani's heart surgery");
  const text = `Surgery done <script>alert(1)</script> $& thank you ${Date.now()}`;
  await postAsOrganiser('peter@demo.harambee.ke', short_code, text);
  const mismatches = hydrationErrors(page);

  await page.goto(`/f/${short_code}`);
  // React has adopted the server's HTML of the island.
  await page.waitForFunction(() => {
    const title = (globalThis as any).document.querySelector('[data-fundraiser-title]');
    return !!title && Object.keys(title).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.getByRole('tab', { name: 'Updates' }).click();
  const panel = page.getByRole('tabpanel');
  await shows(panel.getByText(text, { exact: true }));
  await shows(panel.getByText('By Peter Njoroge', { exact: false }));
  expect(mismatches).toEqual([]);
});
