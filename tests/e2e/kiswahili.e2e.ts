import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { enResources } from '#web/locales/en/index.ts';
import { swResources } from '#web/locales/sw/index.ts';
import { PASSWORD, shows, toastWith, verifiedAccount } from './support/app.ts';
import { launchApp, PHONE, type App } from './support/browser.ts';
import { freshPhone } from './support/donate.ts';

// The product in Kiswahili, as a Kenyan on a phone would use it: the language chosen in the
// drawer, every page drawn and hydrated in it, a donation by M-Pesa (the simulator), and the
// account keeping the choice. A page fails if any English sentence of the catalogues is left on it.

type Tree = { readonly [key: string]: string | Tree };
const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

/**
 * The English catalogues' sentences (the static parts around placeholders, three words or more)
 * that Kiswahili does not share: any of them on a Kiswahili page is English left over.
 */
const ENGLISH = (() => {
  const swahili = new Set(Object.values(swResources).flatMap((tree) => texts(tree as Tree)));
  return [
    ...new Set(
      Object.values(enResources)
        .flatMap((tree) => texts(tree as Tree))
        .filter((text) => !swahili.has(text))
        .flatMap((text) => text.split(/{{\s*\w+\s*}}/))
        .map((part) => part.trim())
        .filter((part) => part.split(/\s+/).length >= 3),
    ),
  ];
})();

async function englishLeftOn(page: Page) {
  const text = (await page.evaluate(() => (globalThis as any).document.body.innerText)) as string;
  return ENGLISH.filter((sentence) => text.includes(sentence));
}

async function expectKiswahili(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (globalThis as any).document.documentElement.lang), path).toBe('sw');
  expect(await englishLeftOn(page), path).toEqual([]);
}

let app: App;
beforeAll(async () => {
  app = await launchApp();
  expect(ENGLISH.length).toBeGreaterThan(300);
});
afterAll(async () => {
  await app?.close();
});

describe('Harambee in Kiswahili', () => {
  test('a visitor picks Kiswahili in the drawer; browsing and giving by M-Pesa speak it', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/');
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    // A server-drawn page: the switch is a plain form, and the page comes back in Kiswahili.
    await page.locator('#site-drawer').getByRole('button', { name: 'Kiswahili' }).click();
    await shows(page.getByRole('heading', { name: 'Changisha pesa kwa ajili ya watu na mambo unayoyajali' }));
    expect(new URL(page.url()).pathname).toBe('/');

    const code = (await page.locator('a.card-link').first().getAttribute('href'))!.split('/').pop()!;
    for (const path of [
      '/',
      '/fundraisers',
      '/fundraisers?view=items',
      `/f/${code}`,
      `/f/${code}/report`,
      '/auth/login',
      '/auth/sign-up',
      '/fundraiser/create',
      '/donate?type=items',
      '/privacy-policy',
      '/contact-us',
      '/no-such-page',
    ])
      await expectKiswahili(page, path);

    // The supporters' names and times: the server sends facts (D-165) and the page words them.
    await page.goto(`/f/${code}`);
    await page.getByRole('tab', { name: /^Wafadhili/ }).click();
    const supporters = page.getByRole('tabpanel').locator('.fp-supporters');
    const said = await (await shows(supporters)).innerText();
    expect(said).not.toMatch(/\bago\b|just now|yesterday|Anonymous/);
    expect(said).toMatch(/zilizopita|iliyopita|jana|juzi|sasa hivi/);
    expect(await page.locator('main').innerText()).not.toMatch(/\bago\b|just now|Anonymous/);

    // A gift by M-Pesa, on the donation sheet's own page, in Kiswahili from start to thanks.
    await expectKiswahili(page, `/f/${code}/donate`);
    const sheet = page.locator('form.donate-sheet:visible');
    await sheet.getByRole('radio', { name: /^Ksh.500$/ }).check();
    await sheet.getByLabel('Nambari ya simu ya M-Pesa').fill(freshPhone());
    await sheet.getByLabel('Jina lako').fill('Mama Njeri');
    await sheet.getByRole('button', { name: /^Changia Ksh.500$/ }).click();
    await shows(page.getByRole('heading', { name: 'Asante!' }), 20_000);
    expect(await englishLeftOn(page)).toEqual([]);
    await page.close();
  });

  test('a signed-in person keeps Kiswahili on the account, and a new device follows it', async () => {
    const email = await verifiedAccount('kiswahili');
    await app.context.clearCookies(); // English again: the first test chose Kiswahili on this "device"
    const page = await app.newPage(PHONE);
    await page.goto('/auth/login?redirect=%2Fdashboard');
    await (await shows(page.getByLabel('Email address', { exact: true }))).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // In the app, the switch changes the language at once, without a page load, and the account keeps it.
    const saved = page.waitForResponse(
      (res) => res.url().includes('/users/me/settings/') && res.request().method() === 'PATCH',
    );
    await page.locator('footer').getByRole('button', { name: 'Kiswahili' }).click();
    await shows(page.getByRole('heading', { name: 'Dashibodi', level: 1 }));
    expect((await saved).status()).toBe(200);
    for (const path of ['/dashboard', '/dashboard/profile', '/fundraiser/create', '/dashboard/settings'])
      await expectKiswahili(page, path);
    // Settings show the account's choice.
    expect(await (await shows(page.getByRole('radio', { name: 'Kiswahili' }))).isChecked()).toBe(true);
    await page.close();

    // Another device (no cookie, an English browser): signing in brings the account's Kiswahili.
    await app.context.clearCookies();
    const other = await app.newPage(PHONE);
    await other.goto('/auth/login?redirect=%2Fdashboard');
    await other.evaluate(() => (globalThis as any).localStorage.clear());
    await other.reload();
    await (await shows(other.getByLabel('Email address', { exact: true }))).fill(email);
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await shows(other.getByRole('heading', { name: 'Dashibodi', level: 1 }));
    expect(await other.evaluate(() => (globalThis as any).document.documentElement.lang)).toBe('sw');
    await other.close();
  });

  test('Kiswahili chosen before signing in stays, and an account that never chose takes it', async () => {
    const email = await verifiedAccount('device-choice'); // made in English
    await app.context.clearCookies();
    const page = await app.newPage(PHONE);
    await page.goto('/');
    await page.evaluate(() => (globalThis as any).localStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-drawer').getByRole('button', { name: 'Kiswahili' }).click();
    await shows(page.getByRole('heading', { name: 'Changisha pesa kwa ajili ya watu na mambo unayoyajali' }));
    await page.goto('/auth/login?redirect=%2Fdashboard');
    await page.locator('input[name="email_address"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await shows(toastWith(page, swResources.common.messages.loginSuccess));
    await shows(page.getByRole('heading', { name: 'Dashibodi', level: 1 }));
    // The account took it: its settings say Kiswahili, so its e-mails and texts will be in it too.
    await page.goto('/dashboard/settings');
    expect(await (await shows(page.getByRole('radio', { name: 'Kiswahili' }))).isChecked()).toBe(true);
    await page.close();
  });
});
