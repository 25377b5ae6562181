import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { acquireEmulator, FIREBASE_PROJECT_ID, releaseEmulator } from '../../setup/firebase-emulator.ts';
import { startDarajaSimulator } from '../../setup/daraja-simulator.ts';
import { startSmsSimulator } from '../../setup/sms-simulator.ts';
import { freePort } from '../../setup/free-port.ts';
import { startServerProcess } from '../../setup/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    demoSessions: Record<DemoAccount, DemoSession>;
    /** The suite server's settings: a test that needs other money settings starts its own from them. */
    e2eServerEnv: Record<string, string>;
  }
}

export type DemoAccount = 'organiser' | 'reviewer' | 'moneyOrganiser' | 'treasurer';
export type SessionCookie = { name: string; value: string };
/** A signed-in session: its cookies, and the user as the app remembers them on the device. */
export type DemoSession = { cookies: SessionCookie[]; user: unknown };

// The seeded accounts (src/server/db/seed), signed in once for the whole run: login is limited
// per e-mail and per address (RATE_LIMITS.login), and a dozen files signing the same demo
// account in again would hit the limit that protects real users' passwords.
const DEMO_ACCOUNTS: Record<DemoAccount, string> = {
  organiser: 'wanjiku@demo.harambee.ke',
  reviewer: 'reviewer@demo.harambee.ke',
  // Baby Amani's owner and a treasurer: the demo's money story (seed/demo-money.ts).
  moneyOrganiser: 'peter@demo.harambee.ke',
  treasurer: 'mercy@demo.harambee.ke',
};
export const DEMO_PASSWORD = 'Harambee#2026';

async function signInOnce(baseUrl: string, email: string): Promise<DemoSession> {
  const reply = await fetch(`${baseUrl}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_address: email, password: DEMO_PASSWORD }),
  });
  if (reply.status !== 200) throw new Error(`[e2e] demo sign-in of ${email} answered ${reply.status}`);
  const cookies = reply.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const { data } = (await reply.json()) as { data: { user: unknown } };
  return { cookies, user: data.user };
}

// vitest sets NODE_ENV=test, which Vite would honour: a development React build, with
// import.meta.env.PROD false and so no service worker. Build as `npm run build` would.
const buildEnv = () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  return env;
};

/** Runs a command to completion; its output is shown only when it fails. */
function run(cmd: string, args: string[], what: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: buildEnv() });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * Builds the PWA exactly as `npm run build:web` does (vite build, the install screenshots, the
 * precompressed copies),
 * but into a temp folder: the run tests what the sources say now, works from a clean clone, and
 * never rewrites the dist/ that someone's `npm start` is serving. The server runs from source
 * (tsx), like the API tests, serving that build.
 */
async function buildWeb(outDir: string) {
  const started = Date.now();
  await run(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    'vite build',
  );
  await run(process.execPath, ['scripts/pwa-screenshots.mjs', outDir], 'the PWA screenshots');
  await run(process.execPath, ['scripts/precompress.mjs', outDir], 'precompression');
  console.log(`[e2e] production build of the PWA: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default async function setup(project: TestProject) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-e2e-'));
  // E2E_WEB_DIR: a build made earlier (as buildWeb makes it), to rerun tests without building.
  const prebuilt = process.env.E2E_WEB_DIR;
  const webDir = prebuilt ? path.resolve(prebuilt) : path.join(tmp, 'web');
  const dataDir = path.join(tmp, 'data');
  fs.mkdirSync(dataDir);

  // The build (the slow part) and the emulator start overlap.
  const [built, emulator] = await Promise.allSettled([
    prebuilt ? Promise.resolve() : buildWeb(webDir),
    acquireEmulator(),
  ]);
  if (built.status === 'rejected' || emulator.status === 'rejected') {
    releaseEmulator(); // also stops an emulator that started but did not answer
    fs.rmSync(tmp, { recursive: true, force: true });
    throw built.status === 'rejected' ? built.reason : (emulator as PromiseRejectedResult).reason;
  }
  const emulatorHost = emulator.value;
  // A donor who answers the M-Pesa prompt in two seconds; status queries from three seconds.
  const simulator = await startDarajaSimulator({ callbackDelayMs: 2000, processingMs: 6000 }).catch((err: unknown) => {
    releaseEmulator();
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  });
  // Texts go to an SMS simulator of the run's own, never to one on the default port.
  const sms = await startSmsSimulator().catch(async (err: unknown) => {
    releaseEmulator();
    await simulator.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // TRUST_PROXY_HOPS stays unset: the browser is a direct client, as in production behind no proxy.
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SEED_DEMO: '1',
    FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    WEB_DIST_DIR: webDir,
    ...simulator.serverEnv,
    ...sms.serverEnv,
    PAYMENT_FIRST_QUERY_SECONDS: '3',
    PAYMENT_GIVE_UP_SECONDS: '20',
    PAYMENT_REPUSH_SECONDS: '5',
    // Identity checks (D-258) are tested where they are the subject; demo accounts are checked anyway.
    PAYOUT_IDENTITY_REQUIRED: '0',
  };
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    server = await startServerProcess(serverEnv, 'e2e server');
    const sessions = {} as Record<DemoAccount, DemoSession>;
    for (const [account, email] of Object.entries(DEMO_ACCOUNTS) as [DemoAccount, string][])
      sessions[account] = await signInOnce(baseUrl, email);
    project.provide('demoSessions', sessions);
  } catch (err) {
    await server?.stop();
    releaseEmulator();
    await simulator.stop();
    await sms.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eServerEnv', serverEnv);

  return async () => {
    await server!.stop();
    await simulator.stop();
    await sms.stop();
    releaseEmulator();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
