import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { PASSWORD, shows, verifiedAccount } from './support/app.ts';
import { baseUrl, PHONE, useAppPage } from './support/browser.ts';
import { hydrated } from './support/donate.ts';
import { signInThroughScreen } from './support/wizard.ts';

// Physical items end to end in Chromium at 360 px, against the real server: an item offered (through the
// API) is found in the list, requested from a second account in the app, accepted and marked given
// by its donor on the page the server draws (hydrated as them), and leaves the list; the donor's
// dashboard counts it given. The donor's shared phone reaches only the accepted requester.

const session = useAppPage(PHONE);

/** Another person on the same phone: a new tab after the session is forgotten (as in journey.e2e.ts). */
async function nextPerson() {
  await session.page.close();
  await session.app.resetSession();
  session.page = await session.app.newPage(PHONE);
  return session.page;
}

async function offerThroughApi(email: string, title: string) {
  const api = new Session(undefined, `${baseUrl()}/api`);
  expect((await api.post('/users/login/', { email_address: email, password: PASSWORD })).status).toBe(200);
  const reply = await api.post('/items/', {
    category: 'books',
    title,
    condition: 'like_new',
    quantity: 3,
    description: 'Class 4 maths and English course books.',
    county: 'Kisumu',
    town: 'Kondele',
    share_phone: true,
    phone: '0712 345 678',
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data.code as string;
}

test('an offered item is found, requested, accepted, given, and leaves the list', async () => {
  const word = `Vitabu${randomUUID().slice(0, 6)}`;
  const title = `Course books ${word}`;
  const donor = await verifiedAccount('item-donor', 'Wanjiru', 'Kamau');
  const requester = await verifiedAccount('item-requester', 'Otieno', 'Ouma');
  const code = await offerThroughApi(donor, title);

  // A guest finds it in the list the server draws, filtered by county and searched.
  let page = session.page;
  await page.goto(`/fundraisers?view=items&county=Kisumu&q=${word}`);
  const card = page.locator('li.item-card', { has: page.getByRole('heading', { name: title }) });
  await shows(card);
  await expect(card.textContent()).resolves.toContain('Kondele, Kisumu');
  expect(await page.content()).not.toContain('712345678');

  // The requester signs in from the item and asks for it in the app.
  page = await nextPerson();
  await signInThroughScreen(page, requester, `/items/${code}`);
  await shows(page.getByRole('heading', { name: title, level: 1 }));
  await page.getByLabel('Who is it for?').fill('For my daughter, class 4 at Kondele Primary');
  await page.getByRole('button', { name: 'Send request' }).click();
  await shows(page.getByRole('heading', { name: 'You asked for this item' }));
  await shows(page.getByText('Waiting for the donor'));
  expect(await page.content()).not.toContain('345 678');

  // The donor opens the item's page (drawn by the server, then hydrated as them) and accepts.
  page = await nextPerson();
  await signInThroughScreen(page, donor, '/dashboard');
  await shows(page.getByRole('region', { name: 'My items' }).getByText('1 request'));
  await page.goto(`/items/${code}`);
  await hydrated(page, '#island article');
  await page.getByRole('button', { name: 'Accept: Otieno' }).click();
  await shows(page.getByText('Reserved', { exact: true }).first());
  const thread = page.getByRole('region', { name: 'Messages with Otieno' });
  await thread.getByLabel('Your message').fill('Come to Kondele stage on Saturday');
  await thread.getByRole('button', { name: 'Send' }).click();
  await shows(thread.getByText('Come to Kondele stage on Saturday'));

  // The accepted requester sees the donor's chosen phone and the message on the dashboard.
  page = await nextPerson();
  await signInThroughScreen(page, requester, '/dashboard');
  const mine = page.getByRole('region', { name: 'My requests' });
  await shows(mine.getByText('Accepted', { exact: true }));
  await shows(mine.getByRole('link', { name: '0712 345 678' }));
  await shows(mine.getByText('Come to Kondele stage on Saturday'));

  // The donor marks it given: the list no longer shows it and the dashboard counts it.
  page = await nextPerson();
  await signInThroughScreen(page, donor, '/dashboard');
  await page.goto(`/items/${code}`);
  await hydrated(page, '#island article');
  await page.getByRole('button', { name: 'Mark as given' }).click();
  await shows(page.getByText('You gave this item. Thank you!'));
  await page.goto(`/fundraisers?view=items&q=${word}`);
  await shows(page.getByText('No items match these filters.'));
  await page.goto('/dashboard');
  await shows(page.getByRole('region', { name: 'My items' }).getByText('You have given 1 item'));
});
