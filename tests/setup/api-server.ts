import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { acquireEmulator, FIREBASE_PROJECT_ID, releaseEmulator } from './firebase-emulator.ts';
import { freePort } from './free-port.ts';
import { startDarajaSimulator } from './daraja-simulator.ts';
import { startSmsSimulator } from './sms-simulator.ts';
import { createPgDatabase } from './pg-database.ts';
import { startServerProcess } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    serverEnv: Record<string, string>;
    dialect: 'sqlite' | 'postgres';
    firebaseEmulatorHost: string;
    darajaSimUrl: string;
    smsSimUrl: string;
  }
}

/**
 * Global setup of an API test project: starts the real server (a separate Node process, through
 * tsx) on a free port with its own data folder and database, and tells the tests where it is.
 * The project's `dialect` is passed in its `provide` config.
 */
export default async function setup(project: TestProject) {
  const dialect = project.getProvidedContext().dialect;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `harambee-${dialect}-`));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  if (dialect === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set; the postgres project needs it');
    // Dropped after the run.
    database = await createPgDatabase(base, 'harambee_test');
  }
  // The API suite needs no built PWA, only its two templates: the app's shell and the one the
  // server draws public pages into.
  const shellDir = path.join(dataDir, 'web');
  fs.mkdirSync(shellDir, { recursive: true });
  for (const file of ['index.html', 'public-page.html']) fs.copyFileSync(file, path.join(shellDir, file));
  const emulatorHost = await acquireEmulator();
  // The "donor" answers in 300 ms; the flapping number flaps for 3 s; the product's status job
  // asks after 1 s and gives up after 6 s: the whole payment lifecycle in seconds.
  const simulator = await startDarajaSimulator({ callbackDelayMs: 300, processingMs: 3000 }).catch((err: unknown) => {
    releaseEmulator();
    throw err;
  });
  const sms = await startSmsSimulator().catch(async (err: unknown) => {
    releaseEmulator();
    await simulator.stop();
    throw err;
  });
  const port = await freePort();
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    TRUST_PROXY_HOPS: '1',
    SEED_DEMO: '1',
    FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    WEB_DIST_DIR: shellDir,
    ...simulator.serverEnv,
    ...sms.serverEnv,
    PAYMENT_FIRST_QUERY_SECONDS: '1',
    PAYMENT_GIVE_UP_SECONDS: '6',
    PAYMENT_REPUSH_SECONDS: '2',
    // argon2id at 1 MiB, not 64: 4 ms a sign-up, not 250 (D-257); login-burst.test.ts keeps 64.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    // Identity checks (D-258) are tested where they are the subject (identity.test.ts).
    PAYOUT_IDENTITY_REQUIRED: '0',
    ...(database && { DATABASE_URL: database.url }),
  };
  const apiUrl = `http://127.0.0.1:${port}/api`;
  let server;
  try {
    server = await startServerProcess(serverEnv, `api-${dialect}`);
  } catch (err) {
    releaseEmulator();
    await simulator.stop();
    await sms.stop();
    await database?.drop();
    throw err;
  }
  project.provide('apiUrl', apiUrl);
  project.provide('darajaSimUrl', simulator.url);
  project.provide('smsSimUrl', sms.url);
  project.provide('serverEnv', serverEnv);
  project.provide('firebaseEmulatorHost', emulatorHost);

  return async () => {
    await server.stop();
    await simulator.stop();
    await sms.stop();
    releaseEmulator();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
