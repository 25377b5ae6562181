// Prints the JavaScript a first visit downloads (compressed bytes on the wire, cold cache) for
// each path, measured in Debian's Chromium.
//   npm run bench:first-load -- http://localhost:8080 / /auth/login
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/setup/chromium.ts';

const [origin = 'http://localhost:8080', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/auth/login'];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

const rows: Record<string, string>[] = [];
for (const path of targets) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  let js = 0;
  let total = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    total += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') js += e.encodedDataLength;
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  rows.push({ path, 'JS (KB, compressed)': (js / 1024).toFixed(1), 'all bytes (KB)': (total / 1024).toFixed(1) });
  await context.close();
}
await browser.close();
console.table(rows);
