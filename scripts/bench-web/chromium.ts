import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Debian's Chromium is the only browser on these machines (`npx playwright install` cannot
// download one); CHROME_PATH is what Lighthouse's own tooling reads, so it wins here too.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags every run uses: no sandbox (containers), no GPU, and no background traffic of
 *  Chromium's own (updates, sync, QUIC probes) mixed into the measured bytes and timings. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface DebuggableChrome {
  port: number;
  close(): Promise<void>;
}

/**
 * A fresh headless Chromium with a remote-debugging port for Lighthouse to drive. Started by hand
 * (not chrome-launcher, which is only a transitive dependency): a new profile per run, so no cache,
 * cookie or service worker of an earlier page leaks into the next.
 */
export async function launchDebuggableChrome(): Promise<DebuggableChrome> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-bench-chrome-'));
  const chrome = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      ...CHROME_FLAGS,
      // As chrome-launcher does for Lighthouse: background tabs and timers must not be slowed.
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--disable-extensions',
      '--mute-audio',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  const close = async () => {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      chrome.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (chrome.exitCode === null && chrome.signalCode === null) chrome.kill('SIGKILL');
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${stderr}`)), 30_000);
      chrome.on('error', reject);
      chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
      chrome.stderr.on('data', (d) => {
        stderr += d;
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    return { port, close };
  } catch (err) {
    await close();
    throw err;
  }
}
