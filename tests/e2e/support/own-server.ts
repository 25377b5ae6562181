import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { adminCliOn } from '../../support/admin-cli.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from '../../support/api.ts';
import { freePort } from '../../setup/free-port.ts';
import { startServerProcess } from '../../setup/server-process.ts';

/**
 * A server of an e2e file's own, for settings the suite's server must not have: on the suite's
 * build, simulators and emulator, a fresh data folder and no demo data, with `overrides` on top,
 * `prepare` run with its environment (an admin command), and a reviewer signed in. Whatever
 * fails on the way stops what was started.
 */
export async function startOwnE2eServer(
  name: string,
  overrides: Record<string, string>,
  prepare: (env: Record<string, string>) => Promise<void> = async () => {},
) {
  const suite = inject('e2eServerEnv');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `harambee-e2e-${name}-`));
  fs.mkdirSync(path.join(dataDir, 'media')); // served from the start, before any upload
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env: Record<string, string> = {
    ...suite,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    SEED_DEMO: '0',
    ...overrides,
  };
  const server = await startServerProcess(env, `e2e ${name} server`);
  const stop = async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await prepare(env);
    const reviewerEmail = uniqueEmail(`${name}-reviewer`);
    const created = await adminCliOn(env, 'create-reviewer', reviewerEmail, STRONG_PASSWORD);
    expect(created.code, created.out).toBe(0);
    const api = `${base}/api`;
    const reviewer = new Session(undefined, api);
    const login = await reviewer.post('/users/login/', { email_address: reviewerEmail, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    return { env, base, api, reviewer, reviewerEmail, darajaSimUrl: suite.DARAJA_BASE_URL!, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
