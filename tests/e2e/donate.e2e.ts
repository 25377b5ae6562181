import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shows } from './support/app.ts';
import { freshPhone, give, hydrated, ksh } from './support/donate.ts';
import { baseUrl, launchWithoutJavaScript, PHONE, useAppPage, type NoScriptBrowser } from './support/browser.ts';

// Money donations in Chromium at 360 px against the real server and the Daraja
// simulator: a guest gives from a shared link; the plain form without JavaScript; a cancelled
// payment, then another number; an anonymous donation everywhere it shows.

interface Live {
  short_code: string;
  title: string;
}

/** A live KES fundraiser of the demo data, with its total as the API reports it. */
async function liveKesFundraiser(skip: string[] = []) {
  const reply = (await (await fetch(`${baseUrl()}/api/fundraisers/?page_size=50`)).json()) as {
    data: (Live & { currency: string })[];
  };
  const found = reply.data.find((f) => f.currency === 'KES' && !skip.includes(f.short_code));
  if (!found) throw new Error('No live KES fundraiser in the demo data');
  return found;
}

const raisedOf = async (code: string) => {
  const reply = (await (await fetch(`${baseUrl()}/api/fundraisers/${code}/review/`)).json()) as {
    data: { detail: { raised_amount: number } };
  };
  return reply.data.detail.raised_amount;
};

describe('with JavaScript', () => {
  const session = useAppPage(PHONE);

  test('a guest gives from a shared link: the sheet opens in place, then success and the new total', async () => {
    const { page } = session;
    const fundraiser = await liveKesFundraiser();
    const before = await raisedOf(fundraiser.short_code);
    await page.goto(`/f/${fundraiser.short_code}`);
    await hydrated(page, '[data-fundraiser-title]');
    const start = page.url();
    await page.locator('main').getByRole('link', { name: 'Donate', exact: true }).click();
    const dialog = await shows(page.getByRole('dialog', { name: `Give to ${fundraiser.title}` }));
    expect(page.url()).toBe(start);
    await shows(dialog.getByText('Test payment', { exact: true }));
    await give(page);
    await shows(dialog.getByRole('heading', { name: 'Check your phone' }));
    await shows(dialog.getByText('Enter your M-Pesa PIN in the prompt on your phone.'));
    await shows(dialog.getByRole('heading', { name: 'Thank you!' }), 20_000);
    await shows(dialog.getByText(new RegExp(`has now raised ${ksh(before + 500)}`)));
    await shows(dialog.getByText('Share this fundraiser so that others can give too.'));
    // The dialog fits a 360 px phone.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(360);

    // Closed, the focus is back on Donate and the page shows the new total.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !(globalThis as any).document.querySelector('dialog[open]'));
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.textContent)).toBe('Donate');
    await shows(page.locator('.fp-raised').getByText(ksh(before + 500), { exact: true }));
    await shows(page.getByText(/Your donation of Ksh.500: Paid\./));
  });

  test('a cancelled payment, then another number: Try again waits for M-Pesa, Change number keeps the rest', async () => {
    const { page } = session;
    const fundraiser = await liveKesFundraiser();
    await page.goto(`/f/${fundraiser.short_code}/donate`);
    await hydrated(page, 'form.donate-sheet');
    await give(page, { preset: '100', phone: '0700 001 032', name: 'Otieno' });
    await shows(page.getByRole('heading', { name: 'You cancelled the payment' }), 20_000);
    await shows(page.getByText('Nothing was charged.'));
    // Daraja takes one prompt a minute per number: Try again counts down.
    const tryAgain = page.getByRole('button', { name: /^Try again in \d+ s$/ });
    expect(await (await shows(tryAgain)).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Change number' }).click();
    const phone = page.getByLabel('M-Pesa phone number');
    await page.waitForFunction(() => (globalThis as any).document.activeElement?.name === 'phone');
    expect(await page.getByLabel('Your name').inputValue()).toBe('Otieno');
    await phone.fill(freshPhone());
    await page.getByRole('button', { name: /^Donate Ksh.100$/ }).click();
    await shows(page.getByRole('heading', { name: 'Thank you!' }), 20_000);
  });

  test("an anonymous donation says 'Anonymous' on the receipt and among the fundraiser's supporters", async () => {
    const { page } = session;
    const fundraiser = await liveKesFundraiser();
    await page.goto(`/f/${fundraiser.short_code}/donate`);
    await hydrated(page, 'form.donate-sheet');
    await give(page, { preset: '1000', name: 'Hidden Kamau', anonymous: true });
    await shows(page.getByRole('heading', { name: 'Thank you!' }), 20_000);
    const receipt = page.getByRole('region', { name: 'Receipt' });
    expect(await receipt.locator('dt:has-text("From") + dd').textContent()).toBe('Anonymous');

    await page.goto(`/f/${fundraiser.short_code}`);
    await hydrated(page, '[data-fundraiser-title]');
    await page.getByRole('tab', { name: /^Supporters/ }).click();
    const first = page.getByRole('tabpanel').locator('li').first();
    expect(await first.locator('.fp-supporter-name').textContent()).toBe('Anonymous');
    expect(await first.locator('strong').textContent()).toBe(ksh(1000));
    expect(await page.content()).not.toContain('Hidden Kamau');
  });
});

describe('without JavaScript', () => {
  let browser: NoScriptBrowser;
  beforeAll(async () => {
    browser = await launchWithoutJavaScript();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the plain form posts, and the donation page refreshes itself to the outcome', async () => {
    const page = await browser.newPage(PHONE);
    const fundraiser = await liveKesFundraiser();
    await page.goto(`/f/${fundraiser.short_code}`);
    await page.locator('main').getByRole('link', { name: 'Donate', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/f/${fundraiser.short_code}/donate`);
    await shows(page.getByRole('heading', { name: `Donate to ${fundraiser.title}`, level: 1 }));
    await page.getByRole('radio', { name: /^Ksh.500$/ }).check();
    await page.getByLabel('M-Pesa phone number').fill(freshPhone());
    await page.getByLabel('Your name').fill('Akinyi');
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/donations/'));
    // Pending at first (the page refreshes every 3 s), then the receipt.
    await shows(page.getByRole('heading', { name: 'Thank you!' }), 25_000);
    const receipt = page.getByRole('region', { name: 'Receipt' });
    expect(await receipt.locator('dt:has-text("Amount") + dd').textContent()).toBe(ksh(500));
    expect(await receipt.locator('dt:has-text("From") + dd').textContent()).toBe('Akinyi');
    expect(await receipt.locator('dt:has-text("M-Pesa receipt") + dd').textContent()).toMatch(/^[A-Z0-9]{10}$/);
    await page.close();
  });
});
