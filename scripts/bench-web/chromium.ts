import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/setup/chromium.ts';
import { stopProcess } from './stop-process.ts';

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
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
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
    await stopProcess(chrome, exited);
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
