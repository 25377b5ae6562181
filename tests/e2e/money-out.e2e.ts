import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { formatMoney } from '#shared/money.ts';
import { STRONG_PASSWORD } from '../support/api.ts';
import { hides, shows } from './support/app.ts';
import { hydrated } from './support/donate.ts';
import {
  accountIn,
  codeTextedAfter,
  freshMobile,
  invitationLink,
  liveFundraiserOf,
  personTab,
  registerMpesaName,
  signInOnScreen,
  simPayouts,
  textsTo,
  waitForStatus,
  wordsIn,
  useMoneyOut,
} from './support/money-out.ts';
import { approveChangeOnScreen, askForTreasurerOnScreen } from './support/treasurer-changes.ts';

// Money out from start to finish, in Chromium at 360 px against a real server, its database and
// the Daraja and SMS simulators (D-200…D-209): the owner verifies a phone and invites a treasurer,
// the treasurer accepts from the e-mail, a donor gives, the owner sets where the money goes and
// withdraws seeing the fee, a reviewer looks at the first withdrawal, the treasurer approves with
// the code texted to them, M-Pesa pays, and the public page without JavaScript says where the
// money went, with nothing personal. Once in English and once in Kiswahili, every text from the
// catalogues.

const DONATED = 5000;
const WITHDRAWN = 2000;
const FEE = 70; // 3.5 % of 2,000 (D-200)

const run = useMoneyOut();

/** Fills the phone form for codes (settings, or an invitation's page) and confirms the code texted to it. */
async function verifyPhoneOnScreen(
  page: Page,
  say: ReturnType<typeof wordsIn>,
  api: string,
  phone: { local: string; msisdn: string },
) {
  const form = await shows(page.getByRole('form', { name: say('settings:phoneTitle') }));
  await form.getByLabel(say('settings:phoneLabel'), { exact: true }).fill(phone.local);
  await form.getByRole('button', { name: say('settings:sendCode') }).click();
  const code = await shows(page.getByRole('form', { name: say('settings:codeLabel') }));
  await code.getByLabel(say('settings:codeLabel'), { exact: true }).fill(await codeTextedAfter(api, phone.msisdn, 0));
  await code.getByRole('button', { name: say('settings:confirmCode') }).click();
}

/** Opens the dashboard card of `title` and its money; returns the card. */
async function openMoney(page: Page, say: ReturnType<typeof wordsIn>, title: string) {
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: title, exact: true });
  await (await shows(card.getByRole('button', { name: say('dashboard:showMoney') }))).click();
  await shows(card.getByRole('region', { name: say('money:withdraw.title'), exact: true }));
  return card;
}

describe.each<Language>(['en', 'sw'])('money out (%s)', (language) => {
  const say = wordsIn(language);
  const money = (kes: number) => formatMoney(kes, 'KES', language);

  test('invite a treasurer, give, withdraw, approve by SMS code, paid, and shown on the public page', async () => {
    const { api, base } = run.server;
    const title = language === 'en' ? 'Clean water for Kibera' : 'Maji safi kwa Kibera';
    const purpose = language === 'en' ? 'Water tank deposit' : 'Amana ya tangi la maji';
    const owner = await accountIn(api, language, 'owner', 'Achieng', 'Odhiambo');
    const treasurer = await accountIn(api, language, 'treasurer', 'Baraka', 'Mwangi');
    const code = await liveFundraiserOf(run.server, owner.session, title);

    // 1. The owner verifies a phone for codes in settings, then invites the treasurer.
    const ownerPage = await personTab(run.browser, base, language);
    await signInOnScreen(ownerPage, say, owner.email, '/dashboard/settings');
    const ownerPhone = freshMobile();
    await verifyPhoneOnScreen(ownerPage, say, api, ownerPhone);
    const readable = `${ownerPhone.local.slice(0, 4)} ${ownerPhone.local.slice(4, 7)} ${ownerPhone.local.slice(7)}`;
    await shows(ownerPage.getByText(say('settings:phoneVerified', { phone: readable }), { exact: true }));

    await ownerPage.goto('/dashboard');
    const treasurers = await shows(ownerPage.getByRole('region', { name: say('treasurers:title'), exact: true }));
    await treasurers.getByText(say('treasurers:fundraiserTitle', { title }), { exact: true }).click();
    const invite = await shows(treasurers.getByRole('form', { name: say('treasurers:inviteTitle') }));
    await invite.getByLabel(say('treasurers:emailLabel'), { exact: true }).fill(treasurer.email);
    await invite.getByRole('button', { name: say('treasurers:invite') }).click();
    await shows(invite.getByRole('status'));
    await shows(treasurers.getByText(treasurer.email, { exact: true }));

    // 2. The treasurer opens the e-mailed link: it names the fundraiser and who invited. He signs
    // in, verifies his phone right on the page, and accepts at once.
    const treasurerPhone = freshMobile();
    const treasurerPage = await personTab(run.browser, base, language);
    const link = new URL(await invitationLink(api, treasurer.email));
    expect(link.origin).toBe(base);
    await treasurerPage.goto(link.pathname + link.search);
    const acceptSection = treasurerPage.getByRole('region', { name: say('treasurers:accept.title') });
    await shows(
      acceptSection.getByText(say('treasurers:accept.invitedBy', { organiser: 'Achieng Odhiambo', title }), {
        exact: true,
      }),
    );
    await (await shows(acceptSection.getByRole('link', { name: say('treasurers:accept.signInButton') }))).click();
    await signInOnScreen(treasurerPage, say, treasurer.email, link.pathname + link.search);
    await verifyPhoneOnScreen(treasurerPage, say, api, treasurerPhone);
    // Accept is offered at once: the page knows the phone is verified without a reload.
    await (await shows(treasurerPage.getByRole('button', { name: say('treasurers:accept.button') }), 5_000)).click();
    await shows(treasurerPage.getByText(say('treasurers:accept.done', { title }), { exact: true }));

    // 3. A donor gives on the donation sheet; with no escrow here the money is available at once.
    const donorPage = await personTab(run.browser, base, language);
    await donorPage.goto(`/f/${code}/donate`);
    await hydrated(donorPage, 'form.donate-sheet');
    const sheet = donorPage.locator('form.donate-sheet:visible');
    await sheet.getByRole('radio', { name: money(DONATED), exact: true }).check();
    await sheet.getByLabel(say('donate:phone'), { exact: true }).fill(freshMobile().local);
    await sheet.getByLabel(say('donate:name'), { exact: true }).fill('Mama Njeri');
    await sheet.getByRole('button', { name: say('donate:donateAmount', { amount: money(DONATED) }) }).click();
    await shows(donorPage.getByRole('heading', { name: say('donate:successTitle') }), 30_000);
    await donorPage.context().close();

    // With money held a change of treasurers waits for their majority (D-255), as the panel says:
    // the owner asks for a second treasurer, Baraka approves by SMS code, the invitation goes.
    const second = `second-treasurer-${language}-${Date.now()}@example.test`;
    await askForTreasurerOnScreen(ownerPage, say, title, second);
    await approveChangeOnScreen(treasurerPage, say, api, treasurerPhone.msisdn, 'Achieng Odhiambo');
    expect(await invitationLink(api, second)).toMatch(/\/treasurer-invitations\/accept\?token=/);

    // 4. The owner sets where the money goes (password, then the code texted to their phone)…
    const card = await openMoney(ownerPage, say, title);
    const destination = card.getByRole('region', { name: say('money:destination.title'), exact: true });
    await (await shows(destination.getByRole('button', { name: say('money:destination.set') }))).click();
    const payTo = freshMobile();
    await registerMpesaName(run.server.darajaSimUrl, payTo.msisdn, 'ACHIENG ODHIAMBO');
    await destination.getByRole('textbox', { name: say('money:destination.phone'), exact: true }).fill(payTo.local);
    await destination.getByLabel(say('money:destination.password'), { exact: true }).fill(STRONG_PASSWORD);
    const textsBefore = (await textsTo(api, ownerPhone.msisdn)).length;
    await destination.getByRole('button', { name: say('money:destination.send') }).click();
    const destinationCode = await shows(destination.getByRole('form', { name: say('money:destination.codeFor') }));
    await destinationCode
      .getByLabel(say('money:code.label'), { exact: true })
      .fill(await codeTextedAfter(api, ownerPhone.msisdn, textsBefore));
    await destinationCode.getByRole('button', { name: say('money:code.confirm') }).click();
    const masked = `0${payTo.msisdn.slice(3, 6)} ••• ${payTo.msisdn.slice(-3)}`;
    await shows(destination.getByText(say('money:destination.toMpesa', { phone: masked }), { exact: true }));

    // …and withdraws, the fee said as the amount is typed and again before confirming.
    const feeSentence = say('money:withdraw.feeSentence', {
      amount: money(WITHDRAWN),
      fee: money(FEE),
      sent: money(WITHDRAWN - FEE),
    });
    const withdraw = card.getByRole('region', { name: say('money:withdraw.title'), exact: true });
    // What may be withdrawn is said beside the field, before anything is typed.
    await shows(withdraw.getByText(say('money:withdraw.available', { amount: money(DONATED) }), { exact: true }));
    await withdraw.getByLabel(say('money:withdraw.amount'), { exact: true }).fill(String(WITHDRAWN));
    await shows(withdraw.getByText(feeSentence, { exact: true }));
    await withdraw.getByLabel(say('money:withdraw.purpose'), { exact: true }).fill(purpose);
    await withdraw.getByRole('button', { name: say('money:withdraw.review'), exact: true }).click();
    await shows(withdraw.getByRole('heading', { name: say('money:withdraw.confirmTitle') }));
    // Said again on the confirm step (the form, hidden meanwhile, keeps what was typed).
    await shows(withdraw.getByText(feeSentence, { exact: true }).filter({ visible: true }));
    await withdraw.getByRole('button', { name: say('money:withdraw.confirm'), exact: true }).click();
    const withdrawals = card.getByRole('region', { name: say('money:list.title'), exact: true });
    await shows(withdrawals.getByText(say('money:status.requested'), { exact: true }));
    // A step of the timeline reads after its state ("Waiting: …", for screen readers).
    await shows(withdrawals.getByText(say('money:timeline.reviewWaiting')));

    // 5. A fundraiser's first withdrawal waits for a reviewer (D-204).
    const [requested] = (await owner.session.get(`/fundraisers/${code}/money/withdrawals/`)).body.data as {
      id: string;
      review: string;
    }[];
    expect(requested!.review).toBe('waiting');
    expect((await run.server.reviewer.post(`/moderation/withdrawals/${requested!.id}/approve/`)).status).toBe(200);

    // 6. The treasurer approves on their dashboard with the code texted to them.
    await treasurerPage.goto('/dashboard');
    const what = say('money:card.what', { amount: money(WITHDRAWN), purpose });
    const mine = await shows(treasurerPage.getByRole('region', { name: say('treasurers:mine.title'), exact: true }));
    // Before approving: where the money goes, and whose approval is missing.
    await shows(mine.getByText(say('money:destination.toMpesa', { phone: masked }), { exact: true }));
    await shows(mine.getByText(say('money:timeline.waitingFor', { names: 'Baraka Mwangi' }), { exact: true }));
    const approvalTexts = (await textsTo(api, treasurerPhone.msisdn)).length;
    await (await shows(mine.getByRole('button', { name: say('money:approve.sendFor', { what }) }))).click();
    const approval = await shows(mine.getByRole('form', { name: say('money:approve.codeFor', { what }) }));
    await approval
      .getByLabel(say('money:code.label'), { exact: true })
      .fill(await codeTextedAfter(api, treasurerPhone.msisdn, approvalTexts));
    await approval.getByRole('button', { name: say('money:code.confirm') }).click();
    await shows(treasurerPage.getByText(say('money:messages.withdrawal.approved'), { exact: true }));
    await hides(mine.getByRole('button', { name: say('money:approve.sendFor', { what }) }));
    // After: the withdrawal stays in sight, his approval named on its timeline.
    await shows(
      mine.locator('.money-step-detail', { hasText: say('money:timeline.approvedBy', { names: 'Baraka Mwangi' }) }),
    );

    // 7. The worker pays it through M-Pesa (the simulator); the owner's dashboard says paid, with the receipt.
    const paid = await waitForStatus(
      'the withdrawal',
      async () => (await owner.session.get(`/withdrawals/${requested!.id}/`)).body.data,
      'paid',
    );
    expect(paid.status).toBe('paid');
    const payout = (await simPayouts(run.server.darajaSimUrl)).find((p) => p.PartyB === payTo.msisdn);
    expect(payout).toMatchObject({ Amount: WITHDRAWN - FEE, paid: true, ResultCode: 0 });
    const receipt = payout!.TransactionID;
    const paidCard = await openMoney(ownerPage, say, title);
    const paidList = paidCard.getByRole('region', { name: say('money:list.title'), exact: true });
    await shows(paidList.getByText(say('money:status.paid'), { exact: true }));
    await shows(
      paidList.getByText(
        say('money:timeline.payout', { amount: money(WITHDRAWN - FEE), status: say('money:payoutStatus.paid') }),
      ),
    );
    await shows(paidList.getByText(say('money:timeline.receipt', { receipt }), { exact: true }));
    await treasurerPage.context().close();
    await ownerPage.context().close();

    // 8. The public page, drawn by the server with no script, says where the money went: nothing personal.
    const publicPage = await personTab(run.browser, base, language, false);
    await publicPage.goto(`/f/${code}`);
    const trail = await shows(publicPage.getByRole('region', { name: say('common:preview.moneyTrail.title') }));
    await shows(
      trail.getByText(
        say('common:preview.moneyTrail.line', {
          amount: money(WITHDRAWN - FEE),
          where: say('common:preview.moneyTrail.mpesa'),
        }),
      ),
    );
    await shows(trail.getByText(purpose, { exact: true }));
    await shows(trail.getByText(say('common:preview.moneyTrail.receipts', { receipts: receipt })));
    const html = await publicPage.content();
    for (const personal of [payTo, ownerPhone, treasurerPhone].flatMap((p) => [p.msisdn, p.local, p.local.slice(1)]))
      expect(html).not.toContain(personal);
    expect(html).not.toContain('ACHIENG ODHIAMBO');
    expect(html).not.toContain(treasurer.email);
    await publicPage.context().close();
  }, 150_000);
});
