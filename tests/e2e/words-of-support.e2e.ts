import { expect, test } from 'vitest';
import { hides, shows, toastWith, verifiedAccount } from './support/app.ts';
import { PHONE, useAppPage } from './support/browser.ts';
import { freshPhone, hydrated } from './support/donate.ts';
import { approveAsReviewer, pendingFundraiserOf } from './support/fundraiser-page.ts';
import { signInThroughScreen } from './support/wizard.ts';

// Words of support (D-171) in Chromium on a 360 px phone, against the real server and the Daraja
// simulator: a guest gives with a message and sees it on the page; the owner hides it from their
// page; it is gone from the public page, and the owner can show it again.

const session = useAppPage(PHONE);

test('a donor’s words show on the page; the owner hides them and they are gone for everyone', async () => {
  const { page } = session;
  const email = await verifiedAccount('words-owner');
  const fundraiser = await pendingFundraiserOf(email, 'Hospital bill for Mama Njeri');
  await approveAsReviewer(fundraiser.short_code);
  const words = `Pole sana Mama, tuko pamoja ${Date.now()}`;

  // A guest gives with a message, from the shared link.
  await page.goto(`/f/${fundraiser.short_code}`);
  await hydrated(page, '[data-fundraiser-title]');
  await page.locator('main').getByRole('link', { name: 'Donate', exact: true }).click();
  const dialog = await shows(page.getByRole('dialog'));
  const sheet = dialog.locator('form.donate-sheet');
  await sheet.getByRole('radio', { name: /^Ksh.500$/ }).focus();
  await page.keyboard.press('Space');
  await sheet.getByLabel('M-Pesa phone number').fill(freshPhone());
  await sheet.getByLabel('Your name').fill('Achieng');
  await sheet.getByLabel('Words of support (optional)').fill(words);
  await sheet.getByRole('button', { name: /^Donate Ksh.500$/ }).click();
  await shows(dialog.getByRole('heading', { name: 'Thank you!' }), 30_000);
  await page.keyboard.press('Escape');

  // The page behind the sheet reads itself again: the words are there, signed.
  const wordsOnPage = page.getByRole('region', { name: 'Words of support (1)' });
  await shows(wordsOnPage.getByText(words, { exact: true }));
  await shows(wordsOnPage.getByText('Achieng', { exact: false }));
  // And in the HTML the server draws for the next visitor.
  await page.goto(`/f/${fundraiser.short_code}`);
  await shows(page.getByText(words, { exact: true }));

  // The owner hides them from their own page.
  await signInThroughScreen(page, email, `/fundraiser/${fundraiser.id}`);
  const mine = await shows(page.getByRole('region', { name: 'Words of support', exact: true }));
  await shows(mine.getByText(words, { exact: true }));
  await mine.getByRole('button', { name: /^Hide the words of Achieng/ }).click();
  await shows(toastWith(page, 'Hidden from your fundraiser page.'));
  await shows(mine.getByText('Hidden from the page', { exact: true }));
  await shows(mine.getByRole('button', { name: /^Show again the words of Achieng/ }));

  // Gone from the public page, for a guest as for the owner.
  await page.goto(`/f/${fundraiser.short_code}`);
  await shows(page.getByRole('heading', { name: 'Hospital bill for Mama Njeri' }));
  await hides(page.getByText(words, { exact: true }));
  expect(await page.getByRole('region', { name: /^Words of support/ }).count()).toBe(0);
  const html = await (await page.context().request.get(`/f/${fundraiser.short_code}`)).text();
  expect(html).not.toContain(words);
});
