import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { shows } from './support/app.ts';
import {
  accountIn,
  launchChromium,
  liveFundraiserOf,
  personTab,
  simPayouts,
  textsTo,
  waitForStatus,
  wordsIn,
} from './support/money-out.ts';
import { accountNumberOf, payByPaybill, startPaybillServer, until, type PaybillServer } from './support/paybill.ts';

// A refund waiting for its payer (D-260) in Chromium at 360 px with no script, against a real
// server and the Daraja simulator: a paybill donor (M-Pesa masked their number) whose payment
// M-Pesa will not reverse (the simulator's number without the reversal role) is sent to claim it;
// on the page the SMS links to they give their M-Pesa code and number, then the code texted to
// that number, and the money reaches them by B2C, once. In English and in Kiswahili.

const PAYER = { local: '0700008021', msisdn: '254700008021' };

let server: PaybillServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startPaybillServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each<Language>(['en', 'sw'])('claiming a refund (%s)', (language) => {
  const say = wordsIn(language);

  test('a paybill donor claims their money back with their M-Pesa code, on a page with no script', async () => {
    const owner = await accountIn(server.api, language, 'claim-owner', 'Achieng', 'Odhiambo');
    const code = await liveFundraiserOf(server as never, owner.session, 'Help for Mama Njeri');
    const receipt = await payByPaybill(server, {
      msisdn: PAYER.msisdn,
      amount: 600,
      account: await accountNumberOf(server, code),
    });
    const down = await server.reviewer.post(`/moderation/fundraisers/${code}/take-down/`, {
      reason: 'Impersonates a victim',
      refund: true,
    });
    expect(down.status).toBe(202);
    const refundStatus = async () => {
      const data = (await owner.session.get(`/fundraisers/${code}/refunds/`)).body.data as { status: string }[];
      return { status: data[0]?.status ?? 'none' };
    };
    await waitForStatus('the refund', refundStatus, 'claim_needed');
    const paidBefore = (await simPayouts(server.darajaSimUrl)).filter(
      (p) => p.PartyB === PAYER.msisdn && p.paid,
    ).length;

    const page = await personTab(browser, server.base, language, false);
    await page.goto(`/f/${code}/refund`);
    await shows(page.getByRole('heading', { name: say('donate:refundClaim.title', { title: 'Help for Mama Njeri' }) }));
    // Typed from the SMS as people type it.
    await page.getByLabel(say('donate:refundClaim.mpesaCode'), { exact: true }).fill(receipt.toLowerCase());
    await page.getByLabel(say('donate:refundClaim.phone'), { exact: true }).fill(PAYER.local);
    await page.getByRole('button', { name: say('donate:refundClaim.send'), exact: true }).click();
    await shows(page.getByText(say('donate:refundClaim.codeLead', { phone: '0700 ••• 021' }), { exact: true }));
    const texted = await until('the claim code', async () =>
      (await textsTo(server.api, PAYER.msisdn))
        .map((m) => /^Harambee: (\d{6}) (is your code to claim|ni msimbo wako wa kudai)/.exec(m.text)?.[1])
        .find(Boolean),
    );
    await page.getByLabel(say('donate:refundClaim.code'), { exact: true }).fill(texted);
    await page.getByRole('button', { name: say('donate:refundClaim.confirm'), exact: true }).click();
    await shows(page.getByText(say('donate:refundClaim.claimed'), { exact: true }));

    await waitForStatus('the claimed refund', refundStatus, 'returned');
    const paid = (await simPayouts(server.darajaSimUrl)).filter((p) => p.PartyB === PAYER.msisdn && p.paid);
    expect(paid.length - paidBefore).toBe(1);
    expect(paid[0]!.Amount).toBe(600);
    await page.context().close();
  });
});
