import { expect, test } from 'vitest';
import { shows, verifiedAccount } from './support/app.ts';
import { PHONE, useAppPage } from './support/browser.ts';
import { smallPhoto } from './support/photos.ts';
import {
  chooseType,
  expectLaunchedTo,
  field,
  fillCommon,
  photoTiles,
  pickPhotos,
  serverView,
  signInThroughScreen,
  submitDetails,
} from './support/wizard.ts';

// A harambee for someone else (D-170) through the wizard on a 360 px phone: the organiser says the
// money is for their parent, a reload keeps every answer (the draft), and the preview says so.

const session = useAppPage(PHONE);

test('an organiser raises money for a parent: the draft keeps the answers, the page says "For {name}"', async () => {
  const { page } = session;
  const email = await verifiedAccount('for-mama');
  await signInThroughScreen(page, email);
  // Step 1 says a 'Yourself' fundraiser may be for someone close (D-253).
  const yourself = page.locator('label.type-card', { has: page.getByRole('radio', { name: /^Yourself/ }) });
  expect(await (await shows(yourself)).textContent()).toContain('Raise money for yourself or someone close to you');
  await chooseType(page, 'Yourself');
  await shows(page.getByText('Step 3 of 4: Fundraiser Details'));

  const forWhom = page.getByRole('group', { name: 'Who is the money for?' });
  expect(await forWhom.getByRole('radio', { name: 'Me', exact: true }).isChecked()).toBe(true);
  await forWhom.getByRole('radio', { name: 'Someone else' }).check();
  await (await shows(field(page, 'Their name'))).fill('Mama Njeri');
  await field(page, 'How are they related to you?').selectOption({ label: 'Parent' });
  await fillCommon(page, 'Hospital bill for Mama Njeri');

  // A reload (a killed tab, a dead battery) loses nothing typed.
  await page.reload();
  await shows(page.getByText('Step 3 of 4: Fundraiser Details'));
  // The draft is read back from IndexedDB after the step first draws.
  await expect.poll(() => page.getByRole('radio', { name: 'Someone else' }).isChecked()).toBe(true);
  await expect.poll(() => field(page, 'Their name').inputValue()).toBe('Mama Njeri');
  await expect.poll(() => field(page, 'How are they related to you?').inputValue()).toBe('parent');

  await pickPhotos(page, [await smallPhoto('mama.jpg')]);
  await shows(photoTiles(page));
  await submitDetails(page);
  const code = await expectLaunchedTo(page, 'Hospital bill for Mama Njeri');
  // The organiser's preview says whom the money is for.
  await shows(page.getByText('For Mama Njeri', { exact: true }));
  await shows(page.getByText("The organizer's parent", { exact: false }));
  // Its kind is named by whom it is for (D-253), not 'Yourself fundraiser'.
  await shows(page.locator('.fp-badges .badge', { hasText: 'Family fundraiser' }));
  expect(await page.locator('.fp-badges').textContent()).not.toContain('Yourself');

  const review = await (await serverView(email)).review(code);
  expect(review.detail).toMatchObject({ beneficiary_name: 'Mama Njeri', beneficiary_relationship: 'parent' });
});
