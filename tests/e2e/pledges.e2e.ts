import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatMoney } from '#shared/money.ts';
import { nairobiDate } from '#shared/pledges/instalments.ts';
import { Session } from '../support/api.ts';
import { shows } from './support/app.ts';
import { hydrated } from './support/donate.ts';
import {
  accountIn,
  codeTextedAfter,
  launchChromium,
  liveFundraiserOf,
  personTab,
  signInOnScreen,
  textsTo,
  wordsIn,
} from './support/money-out.ts';
import { startOwnE2eServer } from './support/own-server.ts';
import { until } from './support/paybill.ts';

// A harambee's pledge from start to finish (D-240, D-241), in Chromium at 360 px against a real
// server, its database and the SMS and Daraja simulators: a supporter pledges from the fundraiser's
// page, reads the code from the SMS, confirms and lands on the pledge's own page; the page's bar
// shows the pledged part in words; the owner sends a reminder from the pledges screen; the supporter
// taps the reminder's link, then Pay now, pays by STK push in the simulator, and the bar's pledged
// part turns into paid. Every text from the English catalogue.

const say = wordsIn('en');
const money = (kes: number) => formatMoney(kes, 'KES', 'en');
const AMOUNT = 2000;

type Server = Awaited<ReturnType<typeof startOwnE2eServer>>;
let server: Server;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startOwnE2eServer('pledges', {}), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The fundraiser's funding card and its bar, as a screen reader names it. */
const fundingCard = (page: Page) => page.getByRole('region', { name: say('common:preview.fundingTitle') });
const barWords = async (page: Page) =>
  (await shows(fundingCard(page).getByRole('progressbar'))).getAttribute('aria-label');

/** The fundraiser's goal and total, as the public review gives them. */
async function figures(code: string) {
  const reply = await new Session(undefined, server.api).get(`/fundraisers/${code}/review/`);
  const detail = reply.body.data.detail as { fundraiser_goal: number; raised_amount: number; pledged_amount: number };
  return detail;
}

describe('a pledge, reminded and paid', () => {
  test('pledged from the page, confirmed by SMS code, reminded by the owner, paid with Pay now: the bar moves', async () => {
    const owner = await accountIn(server.api, 'en', 'pledge-owner', 'Akinyi', 'Otieno');
    const title = 'Roof for Nyalenda church';
    const code = await liveFundraiserOf(server, owner.session, title);
    const { fundraiser_goal: goal } = await figures(code);
    const local = `07${String(randomInt(10_000_000, 99_999_999))}`;
    const msisdn = `254${local.slice(1)}`;
    // A fortnight ahead: nothing falls due today, so the only reminder is the one the owner sends.
    const due = new Date(Date.parse(`${nairobiDate(Date.now())}T00:00:00Z`) + 14 * 86_400_000)
      .toISOString()
      .slice(0, 10);

    // The supporter opens the shared link: nothing pledged yet, the bar as it always was.
    const supporter = await personTab(browser, server.base, 'en');
    // The pages the server drew and the ones that hydrated them must agree (hydrate.tsx logs a mismatch).
    const mismatches: string[] = [];
    supporter.on('console', (m) => m.type() === 'error' && m.text().includes('Hydration') && mismatches.push(m.text()));
    await supporter.goto(`/f/${code}`);
    await hydrated(supporter, '[data-fundraiser-title]');
    expect(await barWords(supporter)).toBe(say('common:home.progress', { percent: 0 }));
    await fundingCard(supporter)
      .getByRole('link', { name: say('common:preview.pledges.pledge'), exact: true })
      .click();
    await supporter.waitForURL((url) => url.pathname === `/f/${code}/pledge`);
    await shows(supporter.getByText(say('pledges:promise'), { exact: true }));
    await hydrated(supporter, 'form.pledge-form');

    const form = supporter.locator('form.pledge-form');
    await form.getByLabel(say('pledges:amount'), { exact: true }).fill(String(AMOUNT));
    await form.getByLabel(say('pledges:dueDate'), { exact: true }).fill(due);
    await form.getByLabel(say('pledges:phone'), { exact: true }).fill(local);
    await form.getByLabel(say('pledges:name'), { exact: true }).fill('Baraka');
    await form.getByLabel(say('pledges:public'), { exact: true }).check();
    await form.getByRole('button', { name: say('pledges:submit', { amount: money(AMOUNT) }) }).click();

    // The code comes by SMS (the simulator's outbox), and confirming opens the pledge's own page.
    const step = await shows(supporter.getByRole('region', { name: say('pledges:codeTitle') }));
    const smsCode = await codeTextedAfter(server.api, msisdn, 0);
    await step.getByLabel(say('pledges:codeLabel'), { exact: true }).fill(smsCode);
    await step.getByRole('button', { name: say('pledges:confirm'), exact: true }).click();
    await supporter.waitForURL((url) => url.pathname.startsWith('/p/') && url.searchParams.has('t'));
    await shows(supporter.getByRole('heading', { name: say('pledges:myTitle', { title }), level: 1 }));
    await shows(supporter.getByText(say('pledges:status.open'), { exact: true }));

    // The fundraiser's page: the pledged part, in words, and the pledge in its own list.
    await supporter.goto(`/f/${code}`);
    await hydrated(supporter, '[data-fundraiser-title]');
    expect(await barWords(supporter)).toBe(
      say('common:preview.pledges.barWords', { raised: money(0), pledged: money(AMOUNT), goal: money(goal) }),
    );
    await shows(fundingCard(supporter).locator('.fp-bar-pledged'));
    const pledges = await shows(supporter.getByRole('region', { name: say('common:preview.pledges.listTitle') }));
    await shows(pledges.getByText('Baraka', { exact: true }));

    // The owner, in the day (demo mode's clock: reminders go only 08:00 to 20:00 in Nairobi), sends
    // a reminder from the pledges screen.
    const clock = await new Session(undefined, server.api).request('/dev/clock', {
      method: 'PUT',
      json: { now: `${nairobiDate(Date.now())}T10:00:00+03:00` },
    });
    expect(clock.status).toBe(200);
    const ownerTab = await personTab(browser, server.base, 'en');
    await signInOnScreen(ownerTab, say, owner.email, '/dashboard');
    const card = ownerTab.getByRole('article', { name: title, exact: true });
    await (await shows(card.getByRole('link', { name: say('dashboard:pledges'), exact: true }))).click();
    await ownerTab.waitForURL((url) => url.pathname === `/dashboard/pledges/${code}`);
    const row = await shows(
      ownerTab.getByRole('article', { name: `${say('pledges:owner.number', { number: 1 })}: Baraka` }),
    );
    await row.getByRole('button', { name: say('pledges:owner.remindLabel', { number: 1 }) }).click();
    await shows(row.getByText(new RegExp(`^${say('pledges:reminderMessages.queued').replace('.', '\\.')} `)));

    // The reminder reaches the pledger with the pledge's link; they tap it, then Pay now.
    const link = await until('the reminder SMS', async () => {
      const texts = await textsTo(server.api, msisdn);
      return texts.map((t) => /\/p\/[\w-]+\?t=[\w-]+/.exec(t.text)?.[0]).find(Boolean);
    });
    await supporter.goto(link);
    const payNow = supporter.getByRole('link', { name: say('pledges:payNow', { amount: money(AMOUNT) }) });
    await (await shows(payNow)).click();
    await supporter.waitForURL((url) => url.pathname === `/f/${code}/donate` && url.searchParams.has('pledge'));
    await hydrated(supporter, 'form.donate-sheet');
    const sheet = supporter.locator('form.donate-sheet');
    await shows(sheet.getByText(say('donate:pledgeNote'), { exact: true }));
    // It leads with the pledge, its Pay button within the phone's first screen (no scrolling), and
    // the paybill account it shows is the pledge's own, the one that credits the pledge (D-232).
    await shows(
      sheet.getByText(say('donate:pledgeLead', { amount: money(AMOUNT), remaining: money(AMOUNT) }), { exact: true }),
    );
    expect(await sheet.getByLabel(say('donate:phone'), { exact: true }).inputValue()).toBe(local);
    const pay = sheet.getByRole('button', { name: say('donate:donateAmount', { amount: money(AMOUNT) }) });
    const box = (await pay.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(supporter.viewportSize()!.height);
    const [pledgeId, token] = [link.split('/p/')[1]!.split('?')[0]!, link.split('?t=')[1]!];
    const { account } = (await new Session(undefined, server.api).get(`/pledges/${pledgeId}/?t=${token}`)).body.data
      .paybill as { account: string };
    expect(await sheet.locator('[data-paybill] strong[translate="no"]').textContent()).toBe(account);
    expect(account).not.toBe(code);
    await pay.click();
    await shows(supporter.getByRole('heading', { name: say('donate:successTitle') }), 30_000);

    // Paid: the bar's pledged part has turned into paid, and the pledge says so.
    await until('the pledge counted as paid', async () => {
      const now = await figures(code);
      return now.raised_amount === AMOUNT && now.pledged_amount === 0 ? true : undefined;
    });
    await supporter.goto(`/f/${code}`);
    await hydrated(supporter, '[data-fundraiser-title]');
    await shows(fundingCard(supporter).getByText(money(AMOUNT), { exact: true }));
    const percent = Math.round((AMOUNT / goal) * 100);
    expect(await barWords(supporter)).toBe(say('common:home.progress', { percent }));
    expect(await fundingCard(supporter).locator('.fp-bar-pledged').count()).toBe(0);
    await supporter.goto(link);
    await shows(supporter.getByText(say('pledges:status.fulfilled'), { exact: true }));
    // Nothing personal of the pledger on the public page.
    await supporter.goto(`/f/${code}`);
    const html = await supporter.content();
    for (const personal of [local, msisdn, link.split('?t=')[1]!]) expect(html).not.toContain(personal);
    expect(mismatches).toEqual([]);
    await supporter.context().close();
    await ownerTab.context().close();
  });
});
