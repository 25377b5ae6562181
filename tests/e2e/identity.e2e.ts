import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Language } from '#shared/languages.ts';
import { shows } from './support/app.ts';
import {
  accountIn,
  launchChromium,
  liveFundraiserOf,
  personTab,
  signInOnScreen,
  wordsIn,
} from './support/money-out.ts';
import { startOwnE2eServer } from './support/own-server.ts';

// Organisers are who they say (D-258), in Chromium at 360 px against a real server: an owner sends
// their passport number, a photo of it and a selfie from the money screen, a reviewer sees both
// photos on /review and checks them, the owner's screen and the public page say so. Once in
// English and once in Kiswahili, every text from the catalogues.

const run = {} as { server: Awaited<ReturnType<typeof startOwnE2eServer>>; browser: Browser };
beforeAll(async () => {
  [run.server, run.browser] = await Promise.all([
    startOwnE2eServer('identity', { ESCROW_BUSINESS_DAYS: '0', PAYOUT_IDENTITY_REQUIRED: '1' }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await run.browser?.close();
  await run.server?.stop();
});

/** A photo as a phone's camera hands it over. */
const cameraPhoto = async (name: string, colour: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

describe.each<Language>(['en', 'sw'])('an identity check (%s)', (language) => {
  test('sent from the money screen, checked by a reviewer, said on the owner’s screen and the public page', async () => {
    const say = wordsIn(language);
    const { server, browser } = run;
    const owner = await accountIn(server.api, language, 'identity', 'Achieng', 'Odhiambo');
    const title = language === 'en' ? 'Hospital bill for Mama Achieng' : 'Bili ya hospitali ya Mama Achieng';
    const code = await liveFundraiserOf(server, owner.session, title);

    const page = await personTab(browser, server.base, language);
    await signInOnScreen(page, say, owner.email, '/dashboard');
    const card = page.getByRole('article', { name: title, exact: true });
    await (await shows(card.getByRole('button', { name: say('dashboard:showMoney') }))).click();
    const panel = await shows(card.getByRole('region', { name: say('money:identity.title'), exact: true }));
    await panel.getByRole('radio', { name: say('money:identity.passport') }).check();
    await panel.getByLabel(say('money:identity.number'), { exact: true }).fill('ak 0123456');
    await panel
      .getByLabel(say('money:identity.document.pick'), { exact: true })
      .setInputFiles(await cameraPhoto('passport.jpg', { r: 30, g: 60, b: 160 }));
    await shows(panel.getByRole('img', { name: say('money:identity.document.preview') }));
    await panel
      .getByLabel(say('money:identity.selfie.pick'), { exact: true })
      .setInputFiles(await cameraPhoto('me.jpg', { r: 200, g: 150, b: 120 }));
    await shows(panel.getByRole('img', { name: say('money:identity.selfie.preview') }));
    await panel.getByRole('button', { name: say('money:identity.send'), exact: true }).click();
    await shows(panel.getByText(say('money:messages.identity.submitted'), { exact: true }));

    // The reviewer, on /review's Payouts tab: both photos drawn, the number as typed without spaces.
    const reviewer = await personTab(browser, server.base, language);
    await signInOnScreen(reviewer, say, server.reviewerEmail, '/review');
    await (await shows(reviewer.getByRole('tab', { name: say('moderation:tabs.payouts') }))).click();
    const check = await shows(reviewer.getByRole('article').filter({ hasText: owner.email }));
    await shows(
      check.getByText(
        say('money:identity.review.number', { type: say('money:identity.passport'), number: 'AK0123456' }),
      ),
    );
    for (const alt of ['money:identity.review.photoDocument', 'money:identity.review.photoSelfie']) {
      const photo = await shows(check.getByRole('img', { name: say(alt, { name: 'Achieng Odhiambo' }) }));
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await check.getByRole('button', { name: say('money:identity.review.approve'), exact: true }).click();
    await shows(reviewer.getByText(say('money:messages.identity.approved'), { exact: true }));

    // The owner's screen, and the public page as a visitor without script reads it.
    await page.reload();
    await (await shows(card.getByRole('button', { name: say('dashboard:showMoney') }))).click();
    const checkedLine = say('money:identity.approved', { date: '|' }).split('|')[0]!;
    await shows(card.getByRole('status').filter({ hasText: checkedLine }));
    const visitor = await personTab(browser, server.base, language, false);
    await visitor.goto(`/f/${code}`);
    await shows(visitor.getByText(say('common:preview.organiserChecked'), { exact: true }));
  });
});
