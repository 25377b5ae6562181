// Debian's Chromium is the only browser on these machines (`npx playwright install` cannot
// download one). One path and one set of flags for the e2e tests and the benchmarks: no sandbox
// (containers), no GPU, and none of Chromium's own background traffic (updates, sync, QUIC probes)
// mixed into what is tested or measured. CHROME_PATH is what Lighthouse's tooling reads.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
