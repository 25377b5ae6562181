import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { hides, pathAndQuery, shows, verifiedAccount } from './support/app.ts';
import { PHONE, useAppPage } from './support/browser.ts';
import { smallPhoto } from './support/photos.ts';
import {
  chooseType,
  expectLaunchedTo,
  fillCommon,
  pickPhotos,
  signInThroughScreen,
  submitDetails,
} from './support/wizard.ts';

// A new organiser on a 360 px phone in Chromium: from any screen back to their dashboard, profile
// and settings (the avatar menu and the drawer, D-160), the avatar their initials, what happens
// after launching (D-163), and the offer to install the app on the dashboard (D-162).

const session = useAppPage(PHONE);

const drawer = (page: Page) => page.locator('#site-drawer');
const accountMenu = (page: Page) => page.locator('#account-menu');

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return shows(drawer(page).getByRole('region', { name: 'My account' }));
}

test('the avatar menu and the drawer lead back to the dashboard, profile and settings from any screen', async () => {
  const { page } = session;
  const email = await verifiedAccount('way-back', 'Achieng', 'Odhiambo');
  await signInThroughScreen(page, email, '/fundraiser/create');

  // The avatar is the person's initials, not the logo.
  const avatar = await shows(page.getByRole('button', { name: 'Account menu' }));
  expect((await avatar.innerText()).trim()).toBe('AO');
  expect(await avatar.locator('img').count()).toBe(0);

  // From the wizard, the drawer: My account → Dashboard.
  const mine = await openDrawer(page);
  await mine.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await shows(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  await hides(drawer(page).getByRole('link', { name: 'Dashboard' }));

  // From the dashboard, the avatar menu: Settings, then Edit profile, then the dashboard again.
  await avatar.click();
  await accountMenu(page).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/settings');
  await avatar.click();
  await accountMenu(page).getByRole('link', { name: 'Edit profile' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/profile');
  await avatar.click();
  await accountMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');

  // A page the server draws (the home page): the drawer lists them too, for this remembered person.
  await page.goto('/');
  const fromHome = await openDrawer(page);
  await fromHome.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/settings');
});

test('after launching, the page says what happens next and links the dashboard and the owner page', async () => {
  const { page } = session;
  const email = await verifiedAccount('launched');
  const title = `Clinic roof ${randomUUID().slice(0, 6)}`;
  await signInThroughScreen(page, email);
  await chooseType(page, 'Yourself');
  await fillCommon(page, title);
  await pickPhotos(page, [await smallPhoto('roof.jpg')]);
  await submitDetails(page);
  const code = await expectLaunchedTo(page, title);

  const notice = await shows(page.getByRole('region', { name: 'What happens next' }));
  expect(await notice.innerText()).toContain(
    'A reviewer checks every fundraiser before it goes live, usually within a day.',
  );
  expect(await notice.innerText()).toContain('We will e-mail you as soon as yours is approved');
  await notice.getByRole('link', { name: 'Manage this fundraiser' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/fundraiser/'));
  await shows(page.getByRole('heading', { level: 1, name: title }));

  // Back to the launched page: still said; a copy of its address opened afresh says nothing more.
  await page.goBack();
  await shows(page.getByRole('region', { name: 'What happens next' }));
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto(`/f/${code}`);
  await shows(page.getByText('Pending Review', { exact: true }).first());
  expect(await page.getByRole('region', { name: 'What happens next' }).count()).toBe(0);
});

test('a phone is offered installation on the dashboard, and “Not now” is remembered', async () => {
  const { page } = session;
  const email = await verifiedAccount('install');
  await signInThroughScreen(page, email, '/dashboard');
  await shows(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  const banner = page.getByRole('complementary', { name: 'Keep Harambee on your phone' });

  // What Chromium fires once the app may be installed (it may also fire it by itself here: this
  // build is installable on localhost; either way the app holds its bar back and offers its own).
  const offer = () =>
    page.evaluate(() => {
      const g = globalThis as any;
      const event = new g.Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
      g.dispatchEvent(event);
      return event.defaultPrevented as boolean;
    });
  expect(await offer()).toBe(true);
  await shows(banner);
  // In the page's flow, never over it; its button opens the browser's prompt.
  expect(await banner.evaluate((el) => (globalThis as any).getComputedStyle(el).position)).toBe('static');
  expect(await banner.getByRole('button', { name: 'Install app' }).isVisible()).toBe(true);
  await banner.getByRole('button', { name: 'Not now' }).click();
  await hides(banner);

  await page.reload();
  await shows(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  await offer();
  await page.waitForTimeout(300);
  expect(await banner.count()).toBe(0);
  expect(pathAndQuery(page)).toBe('/dashboard');
});
