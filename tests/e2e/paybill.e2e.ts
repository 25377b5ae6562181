import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatMoney } from '#shared/money.ts';
import { Session } from '../support/api.ts';
import { shows } from './support/app.ts';
import { hydrated } from './support/donate.ts';
import { accountIn, launchChromium, liveFundraiserOf, personTab, wordsIn } from './support/money-out.ts';
import {
  accountNumberOf,
  payByPaybill,
  raisedOf,
  receiptOfPush,
  startPaybillServer,
  until,
  type PaybillServer,
} from './support/paybill.ts';

// The two ways a paid donation still reaches the fundraiser when the STK push does not (D-213,
// D-215, D-217), in Chromium at 360 px against a real server and the Daraja simulator: a donor
// whose prompt fails reads the paybill under the failure and pays by paybill, and the page then
// shows the new total and the donor as M-Pesa names them, 'John D.'; a donor whose callback is
// lost enters the M-Pesa code from their SMS on the donation's page and is told it is counted,
// the total moving once; and one without JavaScript does the same on the fundraiser's page. Every
// text from the English catalogue.

const say = wordsIn('en');
const money = (kes: number) => formatMoney(kes, 'KES', 'en');
const AMOUNT = 500;

let server: PaybillServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startPaybillServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A live fundraiser of a new owner, so its total and supporters are this test's alone. */
async function newFundraiser(title: string) {
  const owner = await accountIn(server.api, 'en', 'paybill-owner', 'Achieng', 'Odhiambo');
  return liveFundraiserOf(server, owner.session, title);
}

/** /f/{code}, its Donate opening the donation sheet in place, as a donor opens a shared link. */
async function openSheet(page: Page, code: string, title: string) {
  await page.goto(`/f/${code}`);
  await hydrated(page, '[data-fundraiser-title]');
  await page
    .locator('main')
    .getByRole('link', { name: say('common:preview.donate'), exact: true })
    .click();
  return shows(page.getByRole('dialog', { name: say('donate:sheetTitle', { title }) }));
}

/** The page's funding card: raised against the goal, the bar, Donate and the paybill. */
const fundingCard = (page: Page) => page.getByRole('region', { name: say('common:preview.fundingTitle') });

async function give(dialog: ReturnType<Page['locator']>, phone: string, name: string) {
  const sheet = dialog.locator('form.donate-sheet');
  await sheet.getByRole('radio', { name: money(AMOUNT), exact: true }).check();
  await sheet.getByLabel(say('donate:phone'), { exact: true }).fill(phone);
  await sheet.getByLabel(say('donate:name'), { exact: true }).fill(name);
  await sheet.getByRole('button', { name: say('donate:donateAmount', { amount: money(AMOUNT) }) }).click();
}

describe('when the STK push does not do it', () => {
  test('a donor whose prompt fails pays by paybill: the page shows the new total and "John D."', async () => {
    const title = 'Desks for Nyalenda primary';
    const code = await newFundraiser(title);
    const account = await accountNumberOf(server, code);
    expect(account).toMatch(/^\d{5,}$/);
    const paybillLine = say('common:preview.paybill.text', { paybill: server.paybill, account });
    const page = await personTab(browser, server.base, 'en');

    // The paybill is on the page before anyone tries Donate, in the HTML the server draws (D-215).
    const dialog = await openSheet(page, code, title);
    await shows(fundingCard(page).getByText(paybillLine, { exact: true }));
    await shows(fundingCard(page).getByText(money(0), { exact: true }));
    // Posters and messages from before the numbers carry the code: the page says it still works (D-254).
    await shows(fundingCard(page).getByText(say('common:preview.paybill.codeToo', { code }), { exact: true }));

    // 0700 001 032: the donor cancels the prompt (or it never reaches their phone). The sheet says
    // so, and shows the paybill, with how to use it, where they are looking.
    await give(dialog, '0700 001 032', 'John');
    const failed = await shows(dialog.getByRole('region', { name: say('donate:outcome.cancelled') }), 20_000);
    await shows(failed.getByText(say('donate:notCharged'), { exact: true }));
    await shows(failed.getByText(paybillLine, { exact: true }));
    await shows(failed.getByText(say('common:preview.paybill.hint'), { exact: true }));

    // They pay the paybill from the same phone, typing the numeric account with a space, as a
    // feature phone's menu takes it. M-Pesa masks their number and names them as its register does
    // (the simulator: JOHN DOE).
    await payByPaybill(server, {
      msisdn: '254700001032',
      amount: AMOUNT,
      account: `${account.slice(0, 3)} ${account.slice(3)}`,
    });
    await until('the paybill donation counted', async () =>
      (await raisedOf(server, code)) === AMOUNT ? true : undefined,
    );

    // After a reload the page shows the new total and the donor as first name and initial, never more.
    await page.reload();
    await hydrated(page, '[data-fundraiser-title]');
    await shows(fundingCard(page).getByText(money(AMOUNT), { exact: true }));
    const supporters = await shows(page.getByRole('region', { name: say('common:preview.recentSupporters') }));
    await shows(supporters.getByText('John D.', { exact: true }));
    const html = (await page.content()).toLowerCase();
    for (const personal of ['254700001032', '0700001032', '001 032', 'john doe']) expect(html).not.toContain(personal);
    await page.context().close();
  });

  test('a donor whose callback is lost enters the M-Pesa code on the donation page: "Thank you, your gift is counted"', async () => {
    const title = 'Water tank for Ahero clinic';
    const code = await newFundraiser(title);
    const page = await personTab(browser, server.base, 'en');

    // 0700 009 999: M-Pesa takes the money but its callback never comes, and this server asks no
    // status before an hour: the donation is "not confirmed yet".
    const dialog = await openSheet(page, code, title);
    await give(dialog, '0700 009 999', 'Wanjiku');
    await shows(dialog.getByRole('heading', { name: say('donate:pendingTitle') }));

    // M-Pesa's SMS reaches the donor with the receipt (the simulator lists it with the push).
    const receipt = await receiptOfPush(server, '254700009999', code);

    // Closed, the sheet leaves a line on the page with a link to the donation's own page.
    await page.keyboard.press('Escape');
    const recent = await shows(
      page.getByText(say('donate:recent', { amount: money(AMOUNT), status: say('donate:statusName.pending') })),
    );
    await recent.getByRole('link', { name: say('donate:viewDetails') }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/donations/'));
    await shows(page.getByRole('heading', { name: say('donate:donationTitle', { title }) }));
    await shows(page.getByRole('heading', { name: say('donate:pendingTitle') }));
    // Slow to confirm: the page says the gift is safe if the SMS came, and offers the code form.
    await shows(page.getByText(say('donate:pendingSlow'), { exact: true }), 20_000);
    const form = await shows(page.getByRole('form', { name: say('common:preview.mpesaCode.title') }));
    expect(await raisedOf(server, code)).toBe(0);

    // Typed as read from the SMS, maybe in small letters.
    await form.getByLabel(say('common:preview.mpesaCode.label'), { exact: true }).fill(receipt.toLowerCase());
    await form.getByRole('button', { name: say('common:preview.mpesaCode.submit'), exact: true }).click();
    const counted = page.getByText(say('common:preview.mpesaCode.counted'), { exact: true });
    await shows(counted, 20_000);
    // The status above follows on its next read: paid, with the receipt; the answer stays.
    await shows(page.getByRole('heading', { name: say('donate:successTitle') }));
    await shows(page.getByText(receipt, { exact: true }));
    expect(await counted.isVisible()).toBe(true);

    // Counted once: the same code again changes nothing, and the page shows the total moved by 500.
    const again = await new Session(undefined, server.api).post('/payments/mpesa-code/', {
      mpesa_code: receipt,
      short_code: code,
    });
    expect(again.body.data).toEqual({ status: 'already_counted' });
    expect(await raisedOf(server, code)).toBe(AMOUNT);
    await page.goto(`/f/${code}`);
    await shows(fundingCard(page).getByText(money(AMOUNT), { exact: true }));
    await shows(fundingCard(page).getByText(say('common:home.supporters_one', { count: 1 }), { exact: true }));
    await page.context().close();
  });

  test("without JavaScript, the code entered on the fundraiser's page is counted and the page shows the new total", async () => {
    const title = 'Desks for Kakamega school';
    const code = await newFundraiser(title);
    // Paid, the callback lost (0700 009 999), started as any client starts a donation.
    const started = await new Session(undefined, server.api).post('/donations/', {
      short_code: code,
      amount: AMOUNT,
      phone: '0700009999',
      display_name: 'Otieno',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const receipt = await receiptOfPush(server, '254700009999', code);

    const page = await personTab(browser, server.base, 'en', false);
    await page.goto(`/f/${code}`);
    const card = fundingCard(page);
    await card.getByText(say('common:preview.mpesaCode.title'), { exact: true }).click();
    const form = await shows(card.getByRole('form', { name: say('common:preview.mpesaCode.title') }));
    await form
      .getByLabel(say('common:preview.mpesaCode.label'), { exact: true })
      .fill(`${receipt.slice(0, 5)} ${receipt.slice(5)}`);
    await form.getByRole('button', { name: say('common:preview.mpesaCode.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/f/${code}/mpesa-code`);
    await shows(card.getByText(say('common:preview.mpesaCode.counted'), { exact: true }));
    await shows(card.getByText(money(AMOUNT), { exact: true }));
    expect(await raisedOf(server, code)).toBe(AMOUNT);
    await page.context().close();
  });
});
