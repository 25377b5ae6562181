import { expect, test } from 'vitest';
import { hides, shows, toastWith, verifiedAccount } from './support/app.ts';
import { PHONE, useAppPage } from './support/browser.ts';
import { approveAsReviewer, pendingFundraiserOf } from './support/fundraiser-page.ts';
import { cameraPhoto, smallPhoto } from './support/photos.ts';
import { field, serverView, signInThroughScreen, waitForWorker } from './support/wizard.ts';

// The owner's actions on /fundraiser/{id} in Chromium against the real server: photos
// added (a camera photo made smaller first) and removed, the story edited while Pending Review, and
// the fundraiser closed once live, which its public page then shows.

const session = useAppPage(PHONE);

test('the owner edits photos and story while Pending Review, then closes it once live', async () => {
  const { page } = session;
  const email = await verifiedAccount('owner-actions');
  const fundraiser = await pendingFundraiserOf(email, 'Desks for Kawangware Primary');
  await signInThroughScreen(page, email, `/fundraiser/${fundraiser.id}`);
  await (await shows(page.getByRole('button', { name: 'Edit story and photos' }))).click();

  // Two photos: a 5 MB camera photo (made smaller in the browser, so not refused) and a small one.
  await page.getByLabel('Add a photo').setInputFiles(await cameraPhoto());
  await shows(page.getByRole('button', { name: 'Remove photo 1' }), 30_000);
  await page.getByLabel('Add a photo').setInputFiles(await smallPhoto('desks.jpg'));
  await shows(page.getByRole('button', { name: 'Remove photo 2' }), 30_000);
  const server = await serverView(email);
  const [, second] = (await server.review(fundraiser.short_code)).images as { id: string }[];

  // Removing asks first; the photo left is the second one, and the last photo cannot go.
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this photo?' });
  await dialog.getByRole('button', { name: 'Remove photo' }).click();
  await hides(page.getByRole('button', { name: 'Remove photo 2' }));
  expect(await page.getByRole('button', { name: 'Remove photo 1' }).isDisabled()).toBe(true);
  expect(((await server.review(fundraiser.short_code)).images as { id: string }[]).map((i) => i.id)).toEqual([
    second!.id,
  ]);

  // The story, through the wizard's own form, filled with what was saved.
  expect(await field(page, 'Fundraiser title').inputValue()).toBe('Desks for Kawangware Primary');
  await field(page, 'Fundraiser title').fill('Desks and benches for Kawangware Primary');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await shows(toastWith(page, 'Your changes are saved.'));
  await shows(page.getByRole('heading', { level: 1, name: 'Desks and benches for Kawangware Primary' }));

  // Live: closing asks first (editing while live: owner-live-edit.e2e.ts).
  await approveAsReviewer(fundraiser.short_code);
  await page.reload();
  const close = await shows(page.getByRole('button', { name: 'Close fundraiser' }));

  // Offline, the page opens from what this phone saved, its actions waiting for the network.
  await waitForWorker(page);
  // The query cache reaches IndexedDB at most a second after it changed (the persister's throttle).
  await page.waitForTimeout(1500);
  await session.app.context.setOffline(true);
  await page.reload();
  await shows(page.getByText('You are offline. Editing or closing your fundraiser needs a connection.'));
  expect(await page.getByRole('button', { name: 'Close fundraiser' }).isDisabled()).toBe(true);
  await session.app.context.setOffline(false);
  await page.reload();
  await hides(page.getByText('You are offline. Editing or closing your fundraiser needs a connection.'));
  await close.click();
  const confirm = page.getByRole('dialog', { name: 'Close this fundraiser?' });
  await confirm.getByRole('button', { name: 'Close fundraiser' }).click();
  await shows(toastWith(page, 'Your fundraiser is closed.'));
  await shows(page.getByText('Fundraiser closed: it no longer takes donations.'));
  expect(await page.getByRole('button', { name: 'Edit story and photos' }).count()).toBe(0);
  expect((await server.review(fundraiser.short_code)).fundraiser.status).toBe('closed');
  // The public page says it is closed and why Donate is off, lists its supporters, offers no tips.
  await page.goto(`/f/${fundraiser.short_code}`);
  await shows(page.getByText('Fundraiser closed', { exact: true }).first());
  const donate = page.getByRole('button', { name: 'Donate' });
  expect(await donate.isDisabled()).toBe(true);
  await shows(page.getByText('This fundraiser is closed and no longer takes donations.'));
  await shows(page.getByRole('region', { name: 'Recent supporters' }).getByText('No supporters yet'));
  expect(await page.getByText('Tips for success').count()).toBe(0);
  expect(await page.getByText('Donations open once the fundraiser is live.').count()).toBe(0);
});
