import type { CDPSession, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD, shows } from './app.ts';
import { baseUrl } from './browser.ts';

// Steps of the fundraiser wizard as a user takes them, and what the server holds afterwards.

export type TypeName = 'Yourself' | 'Startup' | 'Organization';

export async function chooseType(page: Page, type: TypeName) {
  await (await shows(page.getByRole('radio', { name: new RegExp(`^${type}`) }))).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function signInThroughScreen(
  page: Page,
  email: string,
  redirect = '/fundraiser/create',
  password = PASSWORD,
) {
  await page.goto(`/auth/login?redirect=${encodeURIComponent(redirect)}`);
  await (await shows(page.getByLabel('Email address', { exact: true }))).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === redirect);
}

export const submitDetails = (page: Page) => page.getByRole('button', { name: 'Submit fundraiser' }).click();

/** What the wizard says when a submission waits for the network. */
export const OFFLINE_NOTICE = /You are offline\. Your fundraiser is saved on this phone/;

/** Waits until the service worker controls the page (it then holds uploads made offline). */
export const waitForWorker = (page: Page) =>
  page.waitForFunction(() => (globalThis as any).navigator.serviceWorker.controller !== null);

/** The launch screen, then the preview of the new fundraiser with its title and status. */
export async function expectLaunchedTo(page: Page, title: string) {
  await shows(page.getByRole('heading', { name: 'Launching your fundraiser' }));
  return expectPreviewOf(page, title);
}

/** The preview page of a new fundraiser: its title and 'Pending Review'; returns its short code. */
export async function expectPreviewOf(page: Page, title: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/f/'), { timeout: 20_000 });
  await shows(page.getByRole('heading', { name: title }));
  await shows(page.getByText('Pending Review', { exact: true }));
  return new URL(page.url()).pathname.split('/')[2]!;
}

/** The next call to `glob` reaches the server and its answer the page; then the network is gone. */
export function cutNetworkAfter(page: Page, glob: string) {
  return page.route(
    glob,
    async (route) => {
      const response = await route.fetch();
      await page.context().setOffline(true);
      await route.fulfill({ response });
    },
    { times: 1 },
  );
}

/** Bytes of every photo upload the page sent (the multipart body's Content-Length). */
export function recordUploads(page: Page) {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (req: Request) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/fundraiser-images/')
      sizes.push(req.allHeaders().then((h) => Number(h['content-length'])));
  });
  return () => Promise.all(sizes);
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export async function fillCommon(page: Page, title: string, goal = '150000') {
  await (await shows(field(page, 'Fundraiser title'))).fill(title);
  await field(page, 'Fundraiser details').fill(`${title}: every shilling goes to the cause.`);
  await field(page, 'Fundraising goal').fill(goal);
}

/** Every startup field but the common ones; lookups take their first option. */
export async function fillStartup(page: Page, name: string) {
  await field(page, 'Startup name').fill(name);
  await field(page, 'Business description').fill(`${name} makes solar kits for rural homes.`);
  await field(page, 'Location').fill('Kisumu');
  for (const lookup of ['Industry', 'Startup stage', 'Team size']) await field(page, lookup).selectOption({ index: 1 });
}

export async function pickPhotos(page: Page, files: string[]) {
  await page.getByLabel('Add photos').setInputFiles(files);
}

/** The chosen photos, as the picker lists them (by their remove buttons' names). */
export const photoTiles = (page: Page) => page.locator('.photo-tile');

/** Signs in through the API and reads the user's fundraisers and a fundraiser's review. */
export async function serverView(email: string) {
  const login = await fetch(`${baseUrl()}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_address: email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const get = async (path: string) => {
    const res = await fetch(`${baseUrl()}/api${path}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: any }).data;
  };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: any }).data;
  };
  return {
    post,
    mine: () => get('/fundraisers/mine/') as Promise<{ short_code: string; title: string | null; status: string }[]>,
    review: (code: string) => get(`/fundraisers/${code}/review/`),
  };
}

/** CDP access to the page's service worker: replay its background-sync queue on demand. */
export async function serviceWorkerControl(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
    for (const r of list) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  return {
    /** Fires the background-sync event of the worker's photo queue, as the browser does online. */
    async replayUploads() {
      for (let i = 0; i < 50 && registrations.size === 0; i++) await new Promise((r) => setTimeout(r, 100));
      const registrationId = [...registrations.values()][0];
      if (!registrationId) throw new Error('No service worker registration');
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(baseUrl()).origin,
        registrationId,
        tag: 'workbox-background-sync:photo-uploads',
        lastChance: false,
      });
    },
  };
}
