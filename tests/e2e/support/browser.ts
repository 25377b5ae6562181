import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../setup/chromium.ts';
import type { DemoAccount } from '../setup/global-setup.ts';

// Debian's Chromium driven by playwright-core, with the flags architecture.md lists for these machines.
const FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

/** Where the built app is served: http://localhost:<port> (localhost is a secure context). */
export const baseUrl = () => inject('e2eBaseUrl');

/**
 * Signs the context in as a demo account with the run's one session of it (the global setup signs
 * in once): its cookies, and the user the device remembers (the app asks the server only then).
 */
export async function signInAsDemo(context: BrowserContext, account: DemoAccount) {
  const { cookies, user } = inject('demoSessions')[account];
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl() })));
  await context.addInitScript(
    ([key, value]) =>
      (globalThis as any).localStorage.getItem(key) ?? (globalThis as any).localStorage.setItem(key, value),
    [STORED_USER_KEY, JSON.stringify(user)] as const,
  );
}

/** Where the app remembers the signed-in user (src/web/features/auth/stored-user.ts). */
const STORED_USER_KEY = 'harambee.user.v1';

/** The same session as a Cookie header, for calls to the API. */
export const demoCookieHeader = (account: DemoAccount) =>
  inject('demoSessions')
    [account].cookies.map(({ name, value }) => `${name}=${value}`)
    .join('; ');

/** What every test context shares: the app's origin, a desktop window, Nairobi's locale and time. */
const contextOptions = () => ({
  baseURL: baseUrl(),
  viewport: DESKTOP,
  locale: 'en-KE',
  timezoneId: 'Africa/Nairobi',
});

/** Waits a test may take, and a tab opener at a viewport, for a context of either kind. */
function prepare(context: BrowserContext) {
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return async (viewport = DESKTOP) => {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    return page;
  };
}

export interface App {
  context: BrowserContext;
  /** A new tab at the given viewport (desktop by default). */
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
  /** Forget the signed-in user: cookies, local storage and the persisted query cache. */
  resetSession: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * One Chromium per test file, with a persistent profile in a fresh temp folder: service workers,
 * Cache Storage and the installability checks behave as in a real browser profile.
 */
export async function launchApp(): Promise<App> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    ...contextOptions(),
  });
  const newPage = prepare(context);
  // The profile opens with one blank tab; tests open their own.
  await Promise.all(context.pages().map((p) => p.close()));

  return {
    context,
    newPage,
    async resetSession() {
      await context.clearCookies();
      const page = await context.newPage();
      // An API URL: the service worker never answers it with the app shell, so no app code runs here.
      await page.goto('/api/health');
      // In-page code reaches the DOM through globalThis: tests are type-checked without DOM types.
      await page.evaluate(async () => {
        const { localStorage, sessionStorage, indexedDB } = globalThis as any;
        localStorage.clear();
        sessionStorage.clear();
        // The app's own stores (harambee-*) only: the service worker keeps its upload queue's
        // database open, and a delete of it stays pending, stalling every later delete of it.
        const dbs: { name: string }[] = (await indexedDB.databases()).filter((db: { name: string }) =>
          db.name.startsWith('harambee-'),
        );
        await Promise.all(
          dbs.map(
            (db) =>
              new Promise<void>((resolve) => {
                // Not done on 'blocked': a delete still pending would run later, when the last
                // tab using the store closes, and wipe what the next test saved meanwhile.
                const req = indexedDB.deleteDatabase(db.name);
                req.onsuccess = req.onerror = () => resolve();
              }),
          ),
        );
      });
      await page.close();
    },
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export interface NoScriptBrowser {
  /** A new tab at the given viewport (desktop by default), where no script runs. */
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
  close: () => Promise<void>;
}

/** Chromium with JavaScript disabled (`javaScriptEnabled: false`): what the server's HTML alone does. */
export async function launchWithoutJavaScript(): Promise<NoScriptBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
  const context = await browser.newContext({ javaScriptEnabled: false, ...contextOptions() });
  return {
    newPage: prepare(context),
    async close() {
      await context.close();
      await browser.close();
    },
  };
}

/**
 * The usual hooks of a test file: one Chromium per file, and per test a fresh session and tab at
 * `viewport`, closed back online. Read `page` and `app` inside the tests.
 */
export function useAppPage(viewport = DESKTOP) {
  const session = {} as { app: App; page: Page };
  beforeAll(async () => {
    session.app = await launchApp();
  });
  afterAll(async () => {
    await session.app?.close();
  });
  beforeEach(async () => {
    await session.app.resetSession();
    session.page = await session.app.newPage(viewport);
  });
  afterEach(async () => {
    await session.app.context.setOffline(false);
    await session.page?.close();
  });
  return session;
}
