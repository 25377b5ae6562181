import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/setup/chromium.ts';
import { clsOf, median, tbtOf, type RawProbe } from './metrics.ts';
import {
  recordNetwork,
  recordWorkerBytes,
  type NetworkRecorder,
  type Resource,
  type WorkerRecorder,
} from './network.ts';

// "Kenyan 3G": what a donor on a budget Android phone gets from a shared link outside Nairobi.
// DevTools throttling: 400 ms round trips, 400 kbit/s down, 200 kbit/s up, and a 4× slower CPU.
const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1024) / 8,
  uploadThroughput: (200 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'probe.js');
const TIMEOUT = 180_000; // a cold page of a few hundred KB at 50 KB/s takes tens of seconds

export interface ProfileRun {
  fcpMs: number | null;
  titleDonateMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  loadMs: number | null;
  /** Requests that went over the network (not answered by the worker or the HTTP cache). */
  requests: number;
  transferKB: number;
  jsKB: number;
  /** Responses the service worker answered from its cache (warm visits). */
  fromServiceWorker: number;
  /** What the worker itself downloaded (its precache). DevTools throttling covers the page's
   *  requests only, so these went at full speed; they are counted apart, not in transferKB. */
  swPrecacheKB: number;
  lcpElement: string | null;
  controlled: boolean;
  /** Whether the page had the elements at all when measured (else title+Donate stays empty). */
  titleDonateInDom: { title: boolean; donate: boolean };
  largest: Resource[];
}

/**
 * Waits until the page is done: painted, no request for 2 s and no long task for 1 s. Under a 4×
 * slower CPU the app computes for over a second between requests, so Playwright's 'networkidle'
 * (500 ms without requests) fired before the home page had even painted.
 */
async function settle(page: Page, net: NetworkRecorder) {
  const deadline = Date.now() + TIMEOUT;
  for (;;) {
    const raw = (await page.evaluate('window.__benchWeb.snapshot()')) as RawProbe;
    const now = (await page.evaluate('performance.now()')) as number;
    const lastTaskEnd = Math.max(0, ...raw.longTasks.map((t) => t.start + t.duration));
    if (raw.fcp !== null && net.quietMs() >= 2000 && now - lastTaskEnd >= 1000) return { raw, end: now };
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle (FCP ${raw.fcp})`);
    await page.waitForTimeout(250);
  }
}

async function measure(page: Page, url: string, net: NetworkRecorder, sw: WorkerRecorder): Promise<ProfileRun> {
  net.reset();
  sw.take();
  await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT });
  const { raw, end } = await settle(page, net);
  const fcp = raw.fcp;
  return {
    fcpMs: fcp,
    // Nothing is on screen before the first contentful paint, whatever the DOM holds.
    titleDonateMs: raw.titleDonateSeen === null ? null : Math.max(raw.titleDonateSeen, fcp ?? 0),
    lcpMs: raw.lcp,
    tbtMs: fcp === null ? null : tbtOf(raw.longTasks, fcp, end),
    cls: clsOf(raw.shifts),
    loadMs: raw.loadEnd,
    lcpElement: raw.lcpElement,
    controlled: raw.controlled,
    titleDonateInDom: { title: raw.hasTitle, donate: raw.hasDonate },
    swPrecacheKB: sw.take(),
    ...net.totals(),
  };
}

/** A first visit (cold cache, no worker yet), then a repeat visit once the worker controls the page. */
async function coldThenWarm(browser: Browser, url: string) {
  const context = await browser.newContext({
    ...devices['Moto G4'],
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    serviceWorkers: 'allow',
  });
  try {
    await context.addInitScript({ path: PROBE });
    const sw = recordWorkerBytes(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const net = recordNetwork(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const cold = await measure(page, url, net, sw);

    // The worker registers after load and claims the page once installed; if it has not, one
    // reload hands the page to it (architecture.md: wait for .controller, not only .ready).
    const ready = await page.evaluate(
      `Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 60000))])`,
    );
    if (!ready) throw new Error(`No service worker became active on ${url}`);
    if (!(await page.evaluate('!!navigator.serviceWorker.controller'))) {
      await page.reload({ waitUntil: 'load', timeout: TIMEOUT });
      await page.waitForFunction('!!navigator.serviceWorker.controller', null, { timeout: 60_000 });
    }
    const warm = await measure(page, url, net, sw);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

export interface ThreeGResult {
  url: string;
  runs: number;
  cold: ProfileRun;
  warm: ProfileRun;
  all: { cold: ProfileRun; warm: ProfileRun }[];
}

/** `runs` fresh contexts for the URL; the reported numbers are per-metric medians. */
export async function runThreeG(url: string, runs: number, log: (line: string) => void): Promise<ThreeGResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const all = [];
    for (let i = 0; i < runs; i++) {
      log(`3G ${new URL(url).pathname} (run ${i + 1}/${runs})…`);
      all.push(await coldThenWarm(browser, url));
    }
    return { url, runs, cold: median(all.map((r) => r.cold)), warm: median(all.map((r) => r.warm)), all };
  } finally {
    await browser.close();
  }
}
