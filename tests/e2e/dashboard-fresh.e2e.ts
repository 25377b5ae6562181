import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { completeFundraiser } from '#tests/support/fundraisers.ts';
import { PASSWORD, shows, verifiedAccount } from './support/app.ts';
import { baseUrl, PHONE, useAppPage } from './support/browser.ts';
import { freshPhone, ksh } from './support/donate.ts';
import { signInThroughScreen } from './support/wizard.ts';

// The dashboard never shows its owner an older state than the server's (D-161): opened or
// reloaded it asks again before showing a fundraiser's status or money (the query cache saved on
// the phone would otherwise answer for a minute), and the owner's own close shows at once.

const REVIEWER = { email: 'reviewer@demo.harambee.ke', password: 'Harambee#2026' };
const session = useAppPage(PHONE);

const api = () => new Session(undefined, `${baseUrl()}/api`);

async function signedIn(email: string, password = PASSWORD) {
  const s = api();
  expect((await s.post('/users/login/', { email_address: email, password })).status).toBe(200);
  return s;
}

/**
 * Every status badge and money line the dashboard's cards ever drew, from the page's first paint:
 * a stale state shown for a moment and then replaced is caught too.
 */
async function recordCards(page: Page) {
  await page.addInitScript(() => {
    const g = globalThis as any;
    g.__seen = new Set<string>();
    const note = () => {
      for (const el of g.document.querySelectorAll('.dash-card .badge, .dash-card-body > p, .received li'))
        g.__seen.add(el.textContent.trim());
    };
    new g.MutationObserver(note).observe(g.document, { subtree: true, childList: true, characterData: true });
  });
  return async () => new Set<string>(await page.evaluate(() => [...(globalThis as any).__seen] as string[]));
}

/** The persister writes the query cache to IndexedDB at most a second after it changed. */
const persisted = (page: Page) => page.waitForTimeout(1500);

async function paidDonation(shortCode: string, name: string) {
  const reply = await api().post('/donations/', {
    short_code: shortCode,
    amount: 700,
    phone: freshPhone(),
    display_name: name,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(202);
  const id = reply.body.data.id as string;
  for (let i = 0; i < 100; i++) {
    const { status } = (await api().get(`/donations/${id}/`)).body.data as { status: string };
    if (status === 'succeeded') return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The simulator never paid the donation');
}

test('approval, a new donation and the owner’s own close show on the dashboard as soon as it opens', async () => {
  const { page } = session;
  const owner = await verifiedAccount('fresh-dashboard');
  const title = `Water tank ${randomUUID().slice(0, 6)}`;
  const fundraiser = await completeFundraiser(await signedIn(owner), title);
  const seen = await recordCards(page);
  const card = page.locator('article.dash-card', { has: page.getByRole('heading', { name: title }) });

  await signInThroughScreen(page, owner, '/dashboard');
  await shows(card.getByText('Pending Review', { exact: true }));
  await persisted(page);

  // A reviewer approves it (the owner gets the e-mail); the dashboard, reloaded, says Live at once.
  const reviewer = await signedIn(REVIEWER.email, REVIEWER.password);
  expect((await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/approve/`)).status).toBe(200);
  await page.reload();
  await shows(card.getByText('Live', { exact: true }), 10_000);
  expect(await seen()).not.toContain('Pending Review');

  // The list of donations, opened once (and saved on the phone) before anyone gave.
  await card.getByRole('button', { name: 'Show donations' }).click();
  await shows(card.getByText(/^No donations yet/));
  await persisted(page);

  // Someone gives; reopened, the dashboard shows the money and the donor without waiting.
  await paidDonation(fundraiser.short_code, 'Mama Akinyi');
  await page.reload();
  await shows(card.getByText(`${ksh(700)} raised of Ksh\u00a050,000`), 10_000);
  await card.getByRole('button', { name: 'Show donations' }).click();
  await shows(card.getByText('Mama Akinyi'), 10_000);
  const before = await seen();
  expect([...before].filter((text) => /^Ksh.0 raised of/.test(text))).toEqual([]);
  expect([...before].filter((text) => text.startsWith('No donations yet'))).toEqual([]);

  // The owner closes it and goes straight back to the dashboard (a new page load): Closed.
  await card.getByRole('link', { name: 'Manage' }).click();
  await (await shows(page.getByRole('button', { name: 'Close fundraiser' }))).click();
  const dialog = await shows(page.getByRole('dialog', { name: 'Close this fundraiser?' }));
  await dialog.getByRole('button', { name: 'Close fundraiser' }).click();
  await shows(page.getByText('Fundraiser closed: it no longer takes donations.'), 20_000);
  await page.evaluate(() => (globalThis as any).__seen.clear());
  await page.goto('/dashboard');
  await shows(card.getByText('Closed', { exact: true }), 10_000);
  expect(await seen()).not.toContain('Live');
});

test('offline, the dashboard shows what the phone saved and says so', async () => {
  const { page } = session;
  const owner = await verifiedAccount('fresh-offline');
  const title = `Offline desks ${randomUUID().slice(0, 6)}`;
  await completeFundraiser(await signedIn(owner), title);
  await signInThroughScreen(page, owner, '/dashboard');
  const card = page.locator('article.dash-card', { has: page.getByRole('heading', { name: title }) });
  await shows(card.getByText('Pending Review', { exact: true }));
  await page.waitForFunction(() => (globalThis as any).navigator.serviceWorker.controller !== null);
  await persisted(page);

  await session.app.context.setOffline(true);
  await page.reload();
  await shows(card.getByText('Pending Review', { exact: true }), 10_000);
  await shows(page.getByText(/^You are offline\. This is what was saved on this device/));
});
