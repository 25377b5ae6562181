import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { header } from './support/app.ts';
import { auditContext, launchAuditBrowser, settle } from './support/a11y-session.ts';
import { demoFundraiser } from './support/fundraiser-page.ts';

// A 360 px phone with its text made larger, up to 200 %: nothing scrolls sideways and the header's
// account corner ('Log in', or the avatar) stays on the screen, signed out and signed in, on pages
// the server draws and in the app (D-182).
//
// How the text is made larger, two ways, as browsers do it:
// - Page zoom. Chrome on Android applies the reader's text size as zoom (Settings › Accessibility,
//   seeded from Android's font size): the page is laid out in fewer CSS pixels, px and rem alike,
//   so a 360 px phone at 200 % is a 180 × 370 CSS px viewport. That is what is set here.
// - Text only. Chrome's font-size setting (and Android's, for a page that opts in with
//   <meta name="text-scale">) changes the browser's default font size: the CDP call
//   Page.setFontSizes. rem and em follow it, media queries in em too; px does not.
// A script setting `html { font-size: 200% }` would move rem but not the em of media queries, which
// no browser setting does, so it is not used.

type Mode = { name: string; viewport: { width: number; height: number }; fontPx?: number };
const PHONE_MODES: Mode[] = [
  { name: 'zoom 200 %', viewport: { width: 180, height: 370 } },
  { name: 'zoom 150 %', viewport: { width: 240, height: 493 } },
  { name: 'text 200 %', viewport: { width: 360, height: 740 }, fontPx: 32 },
  { name: 'text 150 %', viewport: { width: 360, height: 740 }, fontPx: 24 },
];

let browser: Browser;
let fundraiserPath: string;
let moneyCode: string;
beforeAll(async () => {
  browser = await launchAuditBrowser();
  fundraiserPath = `/f/${(await demoFundraiser('')).short_code}`;
  // The demo's money story: withdrawals, pledges and cash in person (seed/demo-money.ts).
  moneyCode = (await demoFundraiser('Baby Amani')).short_code;
});
afterAll(async () => {
  await browser?.close();
});

async function open(context: BrowserContext, mode: Mode, path: string) {
  const page = await context.newPage();
  if (mode.fontPx) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: mode.fontPx, fixed: Math.round(mode.fontPx * 0.8) } });
  }
  await page.goto(path);
  await settle(page);
  return page;
}

/**
 * What sticks out of the screen sideways: drawn boxes past either edge, except inside a box that
 * scrolls sideways on purpose (the category chips, photo strips) or a closed popover. In the app
 * Ionic's page clips what overflows instead of scrolling, so the document's width alone would miss it.
 */
const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const { innerWidth: width } = globalThis as any;
    const doc = (globalThis as any).document;
    const found: string[] = [];
    for (const el of doc.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.left >= -0.5 && box.right <= width + 0.5)) continue;
      if (el.closest('[popover]:not(:popover-open)')) continue;
      let scroller = false;
      for (let up = el.parentElement; up && !scroller; up = up.parentElement)
        scroller = /auto|scroll/.test((globalThis as any).getComputedStyle(up).overflowX);
      if (!scroller)
        found.push(
          `<${el.tagName.toLowerCase()} class="${el.className}"> ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    // The outermost and the innermost boxes: where it starts and what pushes it.
    const named = found.length > 6 ? [...found.slice(0, 3), '…', ...found.slice(-3)] : found;
    return { scrollWidth: doc.documentElement.scrollWidth as number, width: width as number, found: named };
  });

async function expectFits(page: Page, where: string, signedIn: boolean, hasHeader = true) {
  const { scrollWidth, width, found } = await sticksOut(page);
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(width);
  expect(found, `${where}: off the screen`).toEqual([]);
  // The sign-in screens have their own layout, without the site's header.
  if (!hasHeader) return;
  const corner = signedIn
    ? header(page).getByRole('button', { name: 'Account menu' })
    : header(page).getByRole('link', { name: 'Log in' });
  const box = await corner.first().boundingBox();
  expect(box, `${where}: the account corner is not drawn`).not.toBeNull();
  expect(box!.x, where).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${where}: the account corner is off the screen`).toBeLessThanOrEqual(width);
  // One row: the header wraps only as a last resort (D-182), and a second row costs the page 40 px.
  const headerBox = await page.locator('.site-header').boundingBox();
  expect(headerBox!.height, `${where}: the header wraps to a second row`).toBeLessThan(80);
}

// Drawn by the server (home, lists, a fundraiser, items), then the app (the wizard, then the
// donation picker and the login screen, or the dashboard); the money screens by their people.
const shared = () => ['/', '/fundraisers', fundraiserPath, '/fundraisers?view=items', '/fundraiser/create'];
describe.each([
  { who: 'signed out', account: undefined, paths: () => [...shared(), '/donate?type=fundraiser', '/auth/login'] },
  { who: 'signed in', account: 'organiser' as const, paths: () => [...shared(), '/dashboard'] },
  {
    who: 'with money to keep',
    account: 'moneyOrganiser' as const,
    paths: () => [`/dashboard/pledges/${moneyCode}`, `/dashboard/cash-book/${moneyCode}`],
  },
  { who: 'a treasurer', account: 'treasurer' as const, paths: () => ['/dashboard'] },
])('a 360 px phone with large text, $who', ({ account, paths }) => {
  test.each(PHONE_MODES)(
    '$name: no sideways scroll, the account corner on screen',
    { timeout: 240_000 },
    async (mode) => {
      const context = await auditContext(browser, { name: mode.name, ...mode.viewport }, 'en', account);
      try {
        for (const path of paths()) {
          const page = await open(context, mode, path);
          await expectFits(page, `${path} at ${mode.name}`, !!account, !path.startsWith('/auth/'));
          await page.close();
        }
      } finally {
        await context.close();
      }
    },
  );
});

test(
  'a desktop at 200 % text takes the phone header rather than running off the screen',
  { timeout: 120_000 },
  async () => {
    const mode = { name: 'desktop text 200 %', viewport: { width: 1280, height: 800 }, fontPx: 32 };
    const context = await auditContext(browser, { name: mode.name, ...mode.viewport }, 'en', 'organiser');
    try {
      for (const path of ['/fundraisers', '/dashboard']) {
        const page = await open(context, mode, path);
        await expectFits(page, `${path} at ${mode.name}`, true);
        await page.close();
      }
    } finally {
      await context.close();
    }
  },
);
