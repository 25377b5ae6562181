import { describe, expect, test } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { formatMoney } from '#shared/money.ts';
import { Session } from '../support/api.ts';
import { hides, shows } from './support/app.ts';
import {
  accountIn,
  freshMobile,
  invitationLink,
  liveFundraiserOf,
  personTab,
  signInOnScreen,
  verifyPhoneByApi,
  waitForStatus,
  wordsIn,
  useMoneyOut,
} from './support/money-out.ts';

// A treasurer refuses a withdrawal (D-244) in Chromium at 360 px against a real server and the
// simulators, with a reason the owner reads; in English and in Kiswahili.

const DONATED = 5000;
const WITHDRAWN = 2000;

const run = useMoneyOut();

describe.each<Language>(['en', 'sw'])('refusing a withdrawal (%s)', (language) => {
  const say = wordsIn(language);
  const money = (kes: number) => formatMoney(kes, 'KES', language);

  test('a treasurer refuses a withdrawal on a 360 px phone, with a reason the owner reads', async () => {
    const { api, base } = run.server;
    const title = language === 'en' ? 'School fees for Wanjiru' : 'Karo ya shule ya Wanjiru';
    const reason = language === 'en' ? 'The committee has not met yet' : 'Kamati bado haijakutana';
    const owner = await accountIn(api, language, 'owner', 'Achieng', 'Odhiambo');
    const treasurer = await accountIn(api, language, 'treasurer', 'Baraka', 'Mwangi');
    const code = await liveFundraiserOf(run.server, owner.session, title);
    expect(
      (await owner.session.post(`/fundraisers/${code}/treasurers/`, { email_address: treasurer.email })).status,
    ).toBe(201);
    await verifyPhoneByApi(api, treasurer.session, freshMobile().msisdn);
    const token = new URL(await invitationLink(api, treasurer.email)).searchParams.get('token');
    expect((await treasurer.session.post('/treasurer-invitations/accept/', { token })).status).toBe(200);
    const donor = new Session(undefined, api);
    const gift = await donor.post('/donations/', { short_code: code, amount: DONATED, phone: freshMobile().msisdn });
    await waitForStatus(
      'the gift',
      async () => (await donor.get(`/donations/${gift.body.data.id}/`)).body.data,
      'succeeded',
    );
    const asked = await owner.session.post(`/fundraisers/${code}/withdrawals/`, {
      amount: WITHDRAWN,
      purpose: 'Uniforms',
    });
    expect(asked.status).toBe(201);

    const page = await personTab(run.browser, base, language);
    await signInOnScreen(page, say, treasurer.email, '/dashboard');
    const what = say('money:card.what', { amount: money(WITHDRAWN), purpose: 'Uniforms' });
    const mine = await shows(page.getByRole('region', { name: say('treasurers:mine.title'), exact: true }));
    await (await shows(mine.getByRole('button', { name: say('money:card.refuseFor', { what }) }))).click();
    const why = mine.getByLabel(say('money:review.reason'), { exact: true });
    await why.fill(reason);
    await mine.getByRole('button', { name: say('money:review.confirmRefuse'), exact: true }).click();
    await shows(page.getByText(say('money:messages.withdrawal.refused'), { exact: true }));
    await hides(mine.getByRole('button', { name: say('money:card.refuseFor', { what }) }));
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();

    const [refused] = (await owner.session.get(`/fundraisers/${code}/money/withdrawals/`)).body.data;
    expect(refused).toMatchObject({ status: 'rejected', rejection_reason: reason, rejected_as: 'treasurer' });
    expect((await owner.session.get(`/fundraisers/${code}/money/`)).body.data).toMatchObject({ blocked: 0 });
  }, 90_000);
});
