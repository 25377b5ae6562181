import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { shows } from './support/app.ts';
import { freshPhone, give, hydrated } from './support/donate.ts';
import { baseUrl, PHONE, useAppPage } from './support/browser.ts';

// The donation sheet over a fundraiser's page on a 360 px phone, when Donate does not simply work:
// a failure says why where the donor is looking (D-167), and a payment M-Pesa is slow to confirm
// is explained while the donor waits, then thanked, with the page behind showing the new total
// (D-168). Real server, real Daraja simulator.

interface Live {
  short_code: string;
  title: string;
  currency: string;
}

/** A live KES fundraiser of the demo data: the last, as other files give to the first meanwhile. */
async function liveKesFundraiser() {
  const reply = (await (await fetch(`${baseUrl()}/api/fundraisers/?page_size=50`)).json()) as { data: Live[] };
  const found = reply.data.filter((f) => f.currency === 'KES').at(-1);
  if (!found) throw new Error('No live KES fundraiser in the demo data');
  return found;
}

const raisedOf = async (code: string) => {
  const reply = (await (await fetch(`${baseUrl()}/api/fundraisers/${code}/review/`)).json()) as {
    data: { detail: { raised_amount: number } };
  };
  return reply.data.detail.raised_amount;
};

/** /f/{code} with its donation sheet open, as a donor opens it from a shared link. */
async function openSheet(page: Page, fundraiser: Live) {
  await page.goto(`/f/${fundraiser.short_code}`);
  await hydrated(page, '[data-fundraiser-title]');
  await page.locator('main').getByRole('link', { name: 'Donate', exact: true }).click();
  return shows(page.getByRole('dialog', { name: `Give to ${fundraiser.title}` }));
}

/**
 * The focused element and where it is: inside the window, inside the sheet, below its sticky
 * title (what the donor can actually see).
 */
const focused = (page: Page) =>
  page.evaluate(() => {
    const doc = (globalThis as any).document;
    const el = doc.activeElement;
    const box = el.getBoundingClientRect();
    const sheet = doc.querySelector('dialog[open]').getBoundingClientRect();
    const title = doc.querySelector('dialog[open] .donate-dialog-head').getBoundingClientRect();
    return {
      role: el.getAttribute('role') as string | null,
      text: el.textContent as string,
      top: box.top as number,
      bottom: box.bottom as number,
      visibleTop: Math.max(0, sheet.top, title.bottom) as number,
      visibleBottom: Math.min((globalThis as any).innerHeight, sheet.bottom) as number,
    };
  });

async function expectInViewAndFocused(page: Page, text: string) {
  await page.waitForFunction((t) => (globalThis as any).document.activeElement?.textContent?.includes(t), text);
  const where = await focused(page);
  expect(where.role).toBe('alert');
  expect(where.top).toBeGreaterThanOrEqual(where.visibleTop);
  expect(where.bottom).toBeLessThanOrEqual(where.visibleBottom);
}

describe('the donation sheet on a phone', () => {
  const session = useAppPage(PHONE);

  test('a failed Donate says why just above the button, in view and focused: offline, then M-Pesa busy', async () => {
    const { page, app } = session;
    const dialog = await openSheet(page, await liveKesFundraiser());

    // Offline: the message is where the donor just tapped, not 300 px above the visible sheet.
    await app.context.setOffline(true);
    await give(page, { preset: '500' });
    await expectInViewAndFocused(page, 'You seem to be offline. Nothing was charged');
    await app.context.setOffline(false);

    // The server refuses: another prompt to this number is still open (M-Pesa takes one at a time).
    const phone = freshPhone();
    const sheet = dialog.locator('form.donate-sheet');
    await sheet.getByLabel('M-Pesa phone number').fill(phone);
    const first = await fetch(`${baseUrl()}/api/donations/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ short_code: await shortCodeOf(page), amount: 100, phone, display_name: 'Juma' }),
    });
    expect(first.status).toBe(202);
    await sheet.getByRole('button', { name: /^Donate Ksh.500$/ }).click();
    await expectInViewAndFocused(page, 'An M-Pesa request to this number is still open');
    expect(await sheet.getByLabel('M-Pesa phone number').inputValue()).toBe(phone);
  });

  test('M-Pesa slow to confirm (its callback lost): after about 10 s the sheet says so, then thanks, and the page behind shows the new total', async () => {
    const { page } = session;
    const fundraiser = await liveKesFundraiser();
    const before = await raisedOf(fundraiser.short_code);
    const dialog = await openSheet(page, fundraiser);

    // 0700 009 999: paid, but the callback never comes; the server's status query finds it (30 s
    // after the push in production, 3 s on this test server). The page learns it by asking: its
    // questions are held until the wait has lasted as long as a lost callback's would.
    const held: Route[] = [];
    const statusRead = /\/api\/donations\/[\w-]+\/$/;
    await page.route(statusRead, (route) =>
      route.request().method() === 'GET' ? void held.push(route) : route.continue(),
    );
    await give(page, { preset: '500', phone: '0700 009 999' });
    const started = Date.now();
    await shows(dialog.getByRole('heading', { name: 'Check your phone' }));
    await shows(dialog.getByText('Enter your M-Pesa PIN in the prompt on your phone.'));
    // 'Check your phone' once: the title, not the title and the lead again.
    expect((await dialog.innerText()).match(/check your phone/gi)).toHaveLength(1);

    const slow = dialog.getByText(/^M-Pesa is slow to confirm this payment\. If you have received M-Pesa's SMS/);
    await page.waitForTimeout(Math.max(0, 8000 - (Date.now() - started)));
    expect(await slow.isVisible()).toBe(false);
    await shows(slow, 8000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9000);
    // Said in the panel's live region: read out to a donor looking at their phone.
    expect(await dialog.getByRole('status').innerText()).toContain('M-Pesa is slow to confirm');

    for (const route of held.splice(0)) await route.continue();
    await page.unroute(statusRead);
    await shows(dialog.getByRole('heading', { name: 'Thank you!' }), 20_000);
    const total = await (await shows(dialog.getByText(/has now raised Ksh/))).innerText();
    const raised = /has now raised (Ksh.[\d,]+) of/.exec(total)![1]!;
    expect(Number(raised.replace(/\D/g, ''))).toBeGreaterThanOrEqual(before + 500);
    // The page behind the open sheet already shows it.
    await shows(page.locator('.fp-raised').getByText(raised, { exact: true }));
    expect(await page.locator('dialog[open]').count()).toBe(1);
  }, 60_000);
});

/** The short code of the fundraiser on screen (the page's own address). */
const shortCodeOf = async (page: Page) => new URL(page.url()).pathname.split('/').pop()!;
