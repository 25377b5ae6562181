import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { nairobiDate } from '#shared/pledges/instalments.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from '../support/api.ts';
import { accept, invitationToken, invite } from '../support/treasurers.ts';
import { shows } from './support/app.ts';
import { onFirstScreen, sidewaysOverflow } from './support/fit.ts';
import {
  accountIn,
  codeTextedAfter,
  freshMobile,
  invitationLink,
  liveFundraiserOf,
  personTab,
  signInOnScreen,
  verifyPhoneByApi,
  wordsIn,
  useMoneyOut,
} from './support/money-out.ts';

// Every money, withdrawal, treasurer and pledge screen fits a 360 px phone with no sideways
// scroll, in English and Kiswahili, holding what a busy fundraiser holds: money raised, a
// withdrawal waiting for approval, a treasurer and an invitation, a pledge and a cash entry. Set
// up through the API of a server of the file's own; each screen then opened as its person would.

const run = useMoneyOut();

const msisdn = () => freshMobile().msisdn;

async function fits(page: Page, screen: string) {
  expect(await sidewaysOverflow(page), `${screen}: sticks out sideways at 360 px`).toEqual([]);
}

/** A live fundraiser holding money, a waiting withdrawal, a treasurer and an open invitation, a pledge and cash. */
async function busyFundraiser(language: Language) {
  const { api } = run.server;
  const owner = await accountIn(api, language, 'owner', 'Achieng', 'Nyambura-Odhiambo');
  const treasurer = await accountIn(api, language, 'treasurer', 'Baraka', 'Mwangi-Kariuki');
  // As long as a title may be (120 characters), with five photos (the thumbnails' row).
  const title =
    language === 'en'
      ? 'Medical bills for Baby Amani’s heart surgery at Kenyatta National Hospital, her care after it and the family’s fare home'
      : 'Gharama za upasuaji wa moyo wa mtoto Amani katika Hospitali ya Taifa ya Kenyatta, matunzo baada yake na nauli ya familia';
  const code = await liveFundraiserOf(run.server, owner.session, title, 5);
  const ownerPhone = msisdn();
  await verifyPhoneByApi(api, owner.session, ownerPhone);
  expect((await invite(owner.session, code, treasurer.email)).status).toBe(201);
  await verifyPhoneByApi(api, treasurer.session, msisdn());
  expect((await accept(treasurer.session, (await invitationToken(treasurer.email, api)).token)).status).toBe(200);
  // A second invitation, still open: its link is a screen of its own.
  const invitee = uniqueEmail('invitee');
  expect((await invite(owner.session, code, invitee)).status).toBe(201);

  // Money in, by the Daraja simulator.
  const donor = new Session(undefined, api);
  const started = await donor.post('/donations/', { short_code: code, amount: 125_000, phone: msisdn() });
  expect(started.status).toBe(202);
  for (let i = 0; (await donor.get(`/donations/${started.body.data.id}/`)).body.data.status !== 'succeeded'; i++) {
    if (i > 150) throw new Error('the donation never succeeded');
    await new Promise((r) => setTimeout(r, 200));
  }
  // Where the money goes, then a withdrawal the treasurer must approve.
  const before = (await new Session(undefined, api).get(`/dev/sms-outbox?to=${ownerPhone}`)).body.data.length;
  const put = await owner.session.request(`/fundraisers/${code}/payout-destination/`, {
    method: 'PUT',
    json: { kind: 'mpesa', phone: ownerPhone, current_password: STRONG_PASSWORD },
  });
  expect(put.status).toBe(202);
  const destinationCode = await codeTextedAfter(api, ownerPhone, before);
  expect(
    (await owner.session.post(`/fundraisers/${code}/payout-destination/confirm/`, { code: destinationCode })).status,
  ).toBe(200);
  const withdrawal = await owner.session.post(`/fundraisers/${code}/withdrawals/`, {
    amount: 40_000,
    purpose: language === 'en' ? 'Deposit for the surgery at the hospital' : 'Amana ya upasuaji hospitalini',
  });
  expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);

  // A pledge, confirmed by its SMS code, and cash recorded by the treasurer.
  const pledgerPhone = msisdn();
  const pledged = await new Session(undefined, api).post(`/fundraisers/${code}/pledges/`, {
    amount: 15_000,
    due_date: nairobiDate(Date.now() + 30 * 86_400_000),
    phone: pledgerPhone,
    display_name: 'Mzee Kamau wa Nyeri',
  });
  expect(pledged.status).toBe(201);
  const confirmed = await new Session(undefined, api).post(`/pledges/${pledged.body.data.id}/confirm/`, {
    code: await codeTextedAfter(api, pledgerPhone, 0),
  });
  expect(confirmed.status).toBe(200);
  const cash = await treasurer.session.post(`/fundraisers/${code}/cash-book/`, {
    amount: 30_000,
    donor_name: 'Mama Wanjiru wa Kanisa la Nazareth',
    received_on: nairobiDate(Date.now()),
    note: language === 'en' ? 'Envelope handed over after the Sunday service' : 'Bahasha baada ya ibada ya Jumapili',
  });
  expect(cash.status, JSON.stringify(cash.body)).toBe(201);
  // A second cash entry the owner confirms: the public page says what was collected in person.
  const counted = await treasurer.session.post(`/fundraisers/${code}/cash-book/`, {
    amount: 20_000,
    donor_name: 'Chama cha Wanawake wa Kibera',
    received_on: nairobiDate(Date.now()),
    note: language === 'en' ? 'Counted at the chama meeting' : 'Zilihesabiwa kwenye mkutano wa chama',
  });
  expect(counted.status, JSON.stringify(counted.body)).toBe(201);
  const confirmedCash = await owner.session.post(`/fundraisers/${code}/cash-book/${counted.body.data.id}/confirm/`);
  expect(confirmedCash.status, JSON.stringify(confirmedCash.body)).toBe(200);
  return {
    owner,
    treasurer,
    title,
    code,
    invitationPath: new URL(await invitationLink(api, invitee)).pathname,
    invitationSearch: new URL(await invitationLink(api, invitee)).search,
    pledgeLink: new URL(confirmed.body.data.link as string),
  };
}

describe.each<Language>(['en', 'sw'])('the money screens at 360 px (%s)', (language) => {
  const say = wordsIn(language);

  test('each fits the phone, with nothing to scroll sideways', async () => {
    const f = await busyFundraiser(language);
    const { base } = run.server;

    // The owner: the dashboard with the money and the treasurers open, the pledges, the settings.
    const owner = await personTab(run.browser, base, language);
    await signInOnScreen(owner, say, f.owner.email, '/dashboard');
    const card = owner.getByRole('article', { name: f.title, exact: true });
    await (await shows(card.getByRole('button', { name: say('dashboard:showMoney') }))).click();
    await shows(card.getByRole('region', { name: say('money:withdraw.title'), exact: true }));
    const treasurers = await shows(owner.getByRole('region', { name: say('treasurers:title'), exact: true }));
    await treasurers.getByText(say('treasurers:fundraiserTitle', { title: f.title }), { exact: true }).click();
    // Money held and a treasurer active: the panel says a change needs their approval (D-255).
    await shows(treasurers.getByText(say('treasurers:messages.changeNeedsApproval'), { exact: true }));
    await fits(owner, "the owner's dashboard, money and treasurers open");
    await owner.goto(`/dashboard/pledges/${f.code}`);
    await shows(owner.getByText('Mzee Kamau wa Nyeri').first());
    await fits(owner, "the owner's pledges");
    await owner.goto('/dashboard/settings');
    await shows(owner.getByRole('form', { name: say('settings:phoneTitle') }));
    await fits(owner, 'settings, with a verified phone');

    // The treasurer: the withdrawal waiting for them, and the cash book.
    const treasurer = await personTab(run.browser, base, language);
    await signInOnScreen(treasurer, say, f.treasurer.email, '/dashboard');
    await shows(treasurer.getByRole('region', { name: say('treasurers:mine.title'), exact: true }));
    await fits(treasurer, "the treasurer's dashboard, a withdrawal to approve");
    await treasurer.goto(`/dashboard/cash-book/${f.code}`);
    await shows(treasurer.getByText('Mama Wanjiru wa Kanisa la Nazareth').first());
    await fits(treasurer, 'the cash book with an entry');

    // Anyone: the invitation's page, the pledge form, the pledger's page and its Pay now.
    const visitor = await personTab(run.browser, base, language);
    await visitor.goto(f.invitationPath + f.invitationSearch);
    await shows(visitor.getByRole('region', { name: say('treasurers:accept.title') }));
    await fits(visitor, 'the invitation, signed out');
    await visitor.goto(`/f/${f.code}/pledge`);
    await shows(visitor.locator('form.pledge-form'));
    await fits(visitor, 'the pledge form');
    await visitor.goto(f.pledgeLink.pathname + f.pledgeLink.search);
    const payNow = await shows(visitor.locator('a[href*="/donate?pledge="]'));
    await fits(visitor, "the pledger's page");
    await visitor.goto(new URL((await payNow.getAttribute('href'))!, base).toString());
    await shows(visitor.locator('form.donate-sheet'));
    await fits(visitor, "a pledge's Pay now");

    // The public page, pledges and cash under its total: Donate and Pledge on the first screen,
    // as the server drew it (no script) and hydrated.
    for (const javaScriptEnabled of [false, true]) {
      const donor = await personTab(run.browser, base, language, javaScriptEnabled);
      await donor.goto(`/f/${f.code}`);
      await shows(donor.getByText(say('common:preview.cash.including', { amount: 'Ksh 20,000' }), { exact: true }));
      await shows(donor.locator('.fp-bar-legend'));
      for (const name of [say('common:preview.donate'), say('common:preview.pledges.pledge')])
        expect(
          await onFirstScreen(donor.getByRole('link', { name, exact: true })),
          `${name}, script ${javaScriptEnabled}`,
        ).toBe(true);
      await fits(donor, `the fundraiser's page, script ${javaScriptEnabled}`);
      await donor.context().close();
    }

    for (const page of [owner, treasurer, visitor]) await page.context().close();
  });
});
