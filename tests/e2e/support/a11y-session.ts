import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../setup/chromium.ts';
import type { DemoAccount } from '../setup/global-setup.ts';
import { baseUrl, signInAsDemo } from './browser.ts';

// The accessibility audit's browsers: one Chromium, and one context per language, viewport and
// session, each set to its language the way a device is (the app's stored choice and the server's
// cookie), and signed in as a demo account when the audit wants a signed-in user (the run's one
// session of that account, from the global setup: the login screen has audits of its own).

export type Language = 'en' | 'sw';
export type Viewport = { name: string; width: number; height: number };

export const LANGUAGE_KEY = 'harambee.language.v1';
export const LANGUAGE_COOKIE = 'harambee_lang';

export const launchAuditBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--headless', ...CHROMIUM_FLAGS] });

/** A context at the viewport, in the language; signed in as the demo `account` when given. */
export async function auditContext(
  browser: Browser,
  viewport: Viewport,
  language: Language,
  account?: DemoAccount,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: viewport.width, height: viewport.height },
    locale: language === 'sw' ? 'sw-KE' : 'en-KE',
    timezoneId: 'Africa/Nairobi',
    // The page is audited as it is, not half-way through an entrance animation.
    reducedMotion: 'reduce',
    // The app's Content-Security-Policy forbids inline scripts, axe-core's injected source among them.
    bypassCSP: true,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl() }]);
  await context.addInitScript(([key, value]) => (globalThis as any).localStorage.setItem(key, value), [
    LANGUAGE_KEY,
    language,
  ] as const);
  if (account) await signInAsDemo(context, account);
  return context;
}

/** Opens the path and waits until the page has settled: loaded, its data fetched, fonts drawn. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

export async function settle(page: Page) {
  await page.waitForLoadState('load');
  // The service worker's own traffic may keep the network busy: a bounded wait is enough.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => (globalThis as any).document.fonts?.ready);
  // Skeletons give way to content, and transitions end.
  await page
    .waitForFunction(() => !(globalThis as any).document.querySelector('.skeleton, [aria-busy="true"]'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}
