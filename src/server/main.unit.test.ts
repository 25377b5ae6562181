import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// The real start-up (`tsx src/server/main.ts`) in production with a Daraja on this machine: it must
// stop before listening or touching a database (D-152), whichever way the address is spelled.

const production = {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://harambee.example',
  SMTP_URL: 'smtp://mailer.example.com:587',
  JWT_SECRET: 'k3Jd9sLq2Vx8Rt5Nw1Zp7Hc4Yb6Mf0Ga',
  DARAJA_CONSUMER_KEY: 'key',
  DARAJA_CONSUMER_SECRET: 'secret',
  DARAJA_SHORTCODE: '600123',
  DARAJA_PASSKEY: 'a-real-passkey',
  PORT: '0',
};

async function start(overrides: Record<string, string>) {
  const env = { ...production, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-start-')), ...overrides };
  try {
    // A server that wrongly starts is stopped by the timeout, and the test fails on its code.
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, timeout: 90_000 });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  } finally {
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}

// Side by side: each start takes a few seconds on a busy machine. Every other spelling is in env.unit.test.ts.
describe.concurrent('production start-up', () => {
  it.each(['http://0.0.0.0:8089', 'http://[::ffff:127.0.0.1]:8089', 'http://localhost.:8089'])(
    'refuses DARAJA_BASE_URL=%s and exits 1',
    async (url) => {
      const { code, out } = await start({ DARAJA_BASE_URL: url });
      expect(code).toBe(1);
      expect(out).toContain('DARAJA_BASE_URL: must not be the simulator in production');
      expect(out).not.toContain('Harambee listening');
    },
    120_000,
  );
});
