import { expect, test } from 'vitest';
import { shows, toastWith, verifiedAccount } from './support/app.ts';
import { PHONE, useAppPage } from './support/browser.ts';
import { approveAsReviewer, boxOf, pendingFundraiserOf } from './support/fundraiser-page.ts';
import { smallPhoto } from './support/photos.ts';
import { field, serverView, signInThroughScreen } from './support/wizard.ts';

// A live fundraiser's owner on a 360 px phone (D-175, D-177), in Chromium against the real server:
// 'Close fundraiser' is the last thing on the page, apart; the owner edits the story, raises the
// goal and adds a photo; the public page, drawn by the server, shows the new story dated 'Updated …'.

const session = useAppPage(PHONE);

/** '25 Nov 2026' in Kenyan time, as a reader's calendar has it. */
const kenyanDate = (iso: string) =>
  new Intl.DateTimeFormat('en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  }).format(new Date(iso));

test('the owner edits a live fundraiser on a phone; Close fundraiser waits at the bottom', async () => {
  const { page } = session;
  const email = await verifiedAccount('live-edit');
  const fundraiser = await pendingFundraiserOf(email, 'Roof for Mathare Youth Hall');
  await approveAsReviewer(fundraiser.short_code);
  await signInThroughScreen(page, email, `/fundraiser/${fundraiser.id}`);

  // Close is last: below the tabs and the report link, alone in its own section, after Edit.
  const edit = await shows(page.getByRole('button', { name: 'Edit story and photos' }));
  const danger = page.getByRole('region', { name: 'Close this fundraiser' });
  const close = danger.getByRole('button', { name: 'Close fundraiser' });
  expect(await page.getByRole('button', { name: 'Close fundraiser' }).count()).toBe(1);
  expect(await page.locator('article.fp > :last-child').getAttribute('class')).toBe('owner-danger');
  const report = await boxOf(page.getByRole('link', { name: 'Report this fundraiser' }));
  const closeBox = await boxOf(close);
  expect(closeBox.y).toBeGreaterThan(report.y + report.height);
  expect(closeBox.y).toBeGreaterThan((await boxOf(edit)).y);
  const lastButton = page.locator('article.fp button:visible').last();
  expect(await lastButton.textContent()).toBe('Close fundraiser');

  // Edit: the story and a higher goal, in the wizard's own form; a photo added.
  await edit.click();
  await shows(page.getByText(/The goal cannot go below the Ksh\s0 already raised/));
  expect(await page.getByRole('button', { name: /^Remove photo/ }).count()).toBe(0);
  await page.getByLabel('Add a photo').setInputFiles(await smallPhoto('hall-roof.jpg'));
  await shows(page.getByRole('img', { name: 'Photo 1' }), 30_000);
  const story = 'The county gave the iron sheets; we now need the timber and two fundis for a week.';
  await field(page, 'Fundraiser details').fill(story);
  await field(page, 'Fundraising goal').fill('320000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await shows(toastWith(page, 'Your changes are saved.'));

  const server = await serverView(email);
  const review = await server.review(fundraiser.short_code);
  expect(review.detail).toMatchObject({ fundraiser_details: story, fundraiser_goal: 320000 });
  expect(review.images).toHaveLength(1);
  const updated = `Updated ${kenyanDate(review.fundraiser.edited_at)}`;
  await shows(page.getByText(updated));
  // Still nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The public page as a donor opens it from a shared link: drawn by the server, dated.
  await page.goto(`/f/${fundraiser.short_code}`);
  await shows(page.getByText(story));
  await shows(page.getByText(updated));
  await shows(page.getByText(/of Ksh\s320,000/).first());
  expect(await page.getByRole('button', { name: 'Close fundraiser' }).count()).toBe(0);
});
