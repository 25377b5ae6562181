import { randomInt } from 'node:crypto';
import sharp from 'sharp';

import { expect, test } from 'vitest';
import { formatMoney } from '#shared/money.ts';
import { accept, invitationToken, invite } from '../support/treasurers.ts';
import { shows } from './support/app.ts';
import { PHONE } from './support/browser.ts';
import { audit, report } from './support/axe.ts';
import {
  accountIn,
  liveFundraiserOf,
  personTab,
  signInOnScreen,
  verifyPhoneByApi,
  wordsIn,
  useMoneyOut,
} from './support/money-out.ts';

// The cash book on a phone (360 px), in Chromium against a real server and database (D-237,
// D-238): a treasurer records cash handed over at the harambee, with the receipt book's photo; the
// second treasurer confirms it on their own phone; the public page, drawn by the server without
// any script, then says the total includes it, collected in person, and names the giver as such.

const CASH = 30_000;

const run = useMoneyOut();

/** A phone tab of a person of their own; axe is injected into it, so the page's CSP is bypassed. */
async function auditedTab(base: string) {
  const context = await run.browser.newContext({
    baseURL: base,
    viewport: PHONE,
    locale: 'en-KE',
    timezoneId: 'Africa/Nairobi',
    bypassCSP: true,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context.newPage();
}

const freshMsisdn = () => `2547${String(randomInt(10_000_000, 99_999_999))}`;

test('a treasurer records cash, the second confirms it, and the public page counts it', async () => {
  const say = wordsIn('en');
  const { api, base } = run.server;
  const title = 'Harambee for Amani’s operation';
  const owner = await accountIn(api, 'en', 'owner', 'Achieng', 'Odhiambo');
  const code = await liveFundraiserOf(run.server, owner.session, title);
  // Two treasurers, invited and accepted through the API (the screens for that are money-out's).
  const treasurers = [];
  for (const [first, last] of [
    ['Mercy', 'Wanjiru'],
    ['Daniel', 'Kariuki'],
  ] as const) {
    const person = await accountIn(api, 'en', 'treasurer', first, last);
    expect((await invite(owner.session, code, person.email)).status).toBe(201);
    treasurers.push(person);
  }
  for (const person of treasurers) {
    await verifyPhoneByApi(api, person.session, freshMsisdn());
    const { token } = await invitationToken(person.email, api);
    expect((await accept(person.session, token)).status).toBe(200);
  }
  const [mercy, daniel] = treasurers;

  // 1. Mercy opens the cash book from her dashboard and records the envelope, with its receipt photo.
  const mercyPage = await auditedTab(base);
  await signInOnScreen(mercyPage, say, mercy!.email, '/dashboard');
  const mine = await shows(mercyPage.getByRole('region', { name: say('treasurers:mine.title'), exact: true }));
  await (await shows(mine.getByRole('link', { name: say('treasurers:mine.cashBook') }))).click();
  await mercyPage.waitForURL((url) => url.pathname === `/dashboard/cash-book/${code}`);
  await shows(mercyPage.getByRole('heading', { name: say('cash-book:titleOf', { title }), level: 1 }));
  await shows(mercyPage.getByText(say('cash-book:empty'), { exact: true }));
  const form = await shows(mercyPage.getByRole('form', { name: say('cash-book:form.title') }));
  // Sent empty first: every field says what it needs, and the page stays free of axe violations.
  await form.getByRole('button', { name: say('cash-book:form.submit'), exact: true }).click();
  await shows(form.getByText(say('cash-book:messages.amountRequired'), { exact: true }));
  await shows(form.getByText(say('cash-book:messages.noteRequired'), { exact: true }));
  const emptyForm = await audit(mercyPage, 'cash book, the record form sent empty, 360 px');
  expect(emptyForm, report(emptyForm)).toEqual([]);
  await form.getByLabel(say('cash-book:form.amount'), { exact: true }).fill('30 000');
  await form.getByLabel(say('cash-book:form.name'), { exact: true }).fill('Mzee Kamau');
  await form.getByLabel(say('cash-book:form.note'), { exact: true }).fill('Envelope handed over after the service');
  const receipt = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f5f0e1' } })
    .jpeg()
    .toBuffer();
  await form
    .getByLabel(say('cash-book:form.photo'), { exact: true })
    .setInputFiles({ name: 'receipt-page.jpg', mimeType: 'image/jpeg', buffer: receipt });
  await shows(form.getByText(say('cash-book:form.photoChosen', { name: 'receipt-page.jpg' }), { exact: true }));
  await form.getByRole('button', { name: say('cash-book:form.submit'), exact: true }).click();
  await shows(mercyPage.getByRole('status').filter({ hasText: say('cash-book:messages.recorded') }));
  const what = say('cash-book:entry.what', { amount: formatMoney(CASH, 'KES', 'en'), name: 'Mzee Kamau' });
  const mercyEntry = mercyPage.getByRole('article', { name: what });
  await shows(mercyEntry.getByText(say('cash-book:status.waiting'), { exact: true }));
  // Her own entry: she may withdraw it, never confirm it.
  await shows(mercyEntry.getByRole('button', { name: say('cash-book:entry.withdrawLabel', { what }) }));
  expect(await mercyEntry.getByRole('button', { name: say('cash-book:entry.confirmLabel', { what }) }).count()).toBe(0);
  // Nothing on the page is wider than the phone.
  const recorded = await audit(mercyPage, 'cash book with a waiting entry, its recorder, 360 px');
  expect(recorded, report(recorded)).toEqual([]);
  const width = await mercyPage.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number);
  expect(width).toBeLessThanOrEqual(360);

  // 2. Daniel, on his own phone, sees it waiting, looks at the photo and confirms it.
  const danielPage = await auditedTab(base);
  await signInOnScreen(danielPage, say, daniel!.email, `/dashboard/cash-book/${code}`);
  const danielEntry = await shows(danielPage.getByRole('article', { name: what }));
  await danielEntry.getByRole('button', { name: say('cash-book:entry.showPhotoLabel', { what }) }).click();
  const photo = await shows(danielEntry.getByRole('img', { name: say('cash-book:entry.photoAlt', { what }) }));
  expect(await photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  // Refusing asks why; he changes his mind. The page with the photo and the refusal open, and on a
  // desktop, stays free of axe violations.
  await danielEntry.getByRole('button', { name: say('cash-book:entry.refuseLabel', { what }) }).click();
  await shows(danielEntry.getByRole('form', { name: say('cash-book:entry.refuseLabel', { what }) }));
  await danielPage.setViewportSize({ width: 1280, height: 800 });
  const refusing = await audit(danielPage, 'cash book, the photo and the refusal open, 1280 px');
  expect(refusing, report(refusing)).toEqual([]);
  await danielPage.setViewportSize({ width: 360, height: 740 });
  await danielEntry.getByRole('button', { name: say('cash-book:entry.cancel'), exact: true }).click();
  // Confirmed from the keyboard.
  await danielEntry.getByRole('button', { name: say('cash-book:entry.confirmLabel', { what }) }).focus();
  await danielPage.keyboard.press('Enter');
  const notice = await shows(danielPage.getByRole('status').filter({ hasText: say('cash-book:messages.confirmed') }));
  // The buttons pressed are gone: the words that say what happened take the focus.
  await expect.poll(() => notice.evaluate((el) => el === (globalThis as any).document.activeElement)).toBe(true);
  await shows(danielEntry.getByText(say('cash-book:status.confirmed'), { exact: true }));
  const confirmedTotal = danielPage.locator('.cash-totals dd').first();
  await expect.poll(() => confirmedTotal.textContent()).toBe(formatMoney(CASH, 'KES', 'en'));

  // 3. The public page, with no script at all, counts it as collected in person.
  const donorPage = await personTab(run.browser, base, 'en', false);
  await donorPage.goto(`/f/${code}`);
  const inPerson = say('common:preview.cash.including', { amount: formatMoney(CASH, 'KES', 'en') });
  await shows(donorPage.getByText(inPerson, { exact: true }));
  await shows(donorPage.getByText(say('common:preview.cash.mark'), { exact: true }).first());
  const html = await donorPage.content();
  expect(html).not.toContain('Envelope handed over');
  expect(html).not.toContain('/cash-book/');
});
