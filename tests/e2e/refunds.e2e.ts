import { describe, expect, test } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { formatMoney } from '#shared/money.ts';
import { Session } from '../support/api.ts';
import { shows } from './support/app.ts';
import {
  accountIn,
  freshMobile,
  liveFundraiserOf,
  personTab,
  signInOnScreen,
  useMoneyOut,
  waitForStatus,
  wordsIn,
} from './support/money-out.ts';

// Money goes back (D-256) in Chromium at 360 px against a real server and the Daraja simulator: a
// donor asks for their gift back on its receipt and it goes back at once; a reviewer takes the
// fundraiser down with its money returned, and its public page says so with the count and the
// total. In English and in Kiswahili.

const run = useMoneyOut();

describe.each<Language>(['en', 'sw'])('money back to donors (%s)', (language) => {
  const say = wordsIn(language);
  const money = (kes: number) => formatMoney(kes, 'KES', language);

  test('a donor gets a gift back from its receipt, then a reviewer takes the fundraiser down and returns the rest', async () => {
    const { api, base } = run.server;
    const owner = await accountIn(api, language, 'owner', 'Achieng', 'Odhiambo');
    const code = await liveFundraiserOf(
      run.server,
      owner.session,
      language === 'en' ? 'Help for Mama Njeri' : 'Msaada kwa Mama Njeri',
    );
    const donor = new Session(undefined, api);
    const gifts = [];
    for (const amount of [1_500, 700]) {
      const gift = await donor.post('/donations/', { short_code: code, amount, phone: freshMobile().msisdn });
      await waitForStatus(
        'the gift',
        async () => (await donor.get(`/donations/${gift.body.data.id}/`)).body.data,
        'succeeded',
      );
      gifts.push(gift.body.data.id as string);
    }

    // The donor, on the receipt's page: with its script in English, without one in Kiswahili (the
    // plain form the server takes, as on a phone that has not run the script yet).
    const page = await personTab(run.browser, base, language, language === 'en');
    await page.goto(`/donations/${gifts[0]}`);
    await (await shows(page.getByText(say('donate:refund.ask'), { exact: true }))).click();
    await page
      .getByLabel(say('donate:refund.reason'))
      .fill(language === 'en' ? 'Wrong fundraiser' : 'Harambee isiyo sahihi');
    await page.getByRole('button', { name: say('donate:refund.submit'), exact: true }).click();
    await shows(
      page.getByRole('status').filter({ hasText: say('donate:refund.status.pending', { amount: money(1_500) }) }),
    );

    // The reviewer, on /review.
    const reviewer = await personTab(run.browser, base, language);
    await signInOnScreen(reviewer, say, run.server.reviewerEmail, '/review');
    const form = await shows(reviewer.getByRole('region', { name: say('moderation:closeHeading'), exact: true }));
    await form.getByLabel(say('moderation:closeCode'), { exact: true }).fill(code);
    await form.getByLabel(say('moderation:closeReason'), { exact: true }).fill('Impersonates a victim');
    await form.getByRole('radio', { name: say('moderation:takeDownRefund') }).check();
    await form.getByRole('button', { name: say('moderation:takeDownSubmit'), exact: true }).click();
    await shows(
      reviewer.getByText(say('moderation:takenDown_one', { code, count: 1, amount: money(700) }), { exact: true }),
    );

    // Both gifts reach their numbers, each once; the public page says what happened, naming nobody.
    const refunds = await waitForStatus(
      'the refunds',
      async () => {
        const data = (await owner.session.get(`/fundraisers/${code}/refunds/`)).body.data as { status: string }[];
        return { status: data.length === 2 && data.every((r) => r.status === 'returned') ? 'returned' : 'open' };
      },
      'returned',
    );
    expect(refunds.status).toBe('returned');
    const visitor = await personTab(run.browser, base, language, false);
    await visitor.goto(`/f/${code}`);
    await shows(visitor.getByText(say('common:preview.takenDown_one', { count: 1, amount: money(700) })));
    await Promise.all([page, reviewer, visitor].map((p) => p.context().close()));
  });
});
