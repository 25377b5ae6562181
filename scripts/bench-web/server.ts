import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from '#tests/setup/free-port.ts';
import { stopProcess } from './stop-process.ts';

// The production build, served the way `npm run serve` serves it, on a throw-away data folder so a
// benchmark never touches ./data and always starts from the same seeded state.

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command with its output shown (a build is slow: the progress is worth seeing). */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: exit ${code}`))));
  });
}

/** `npm run build` as a developer runs it: NODE_ENV=production, whatever the caller's shell has. */
export const buildApp = () => run(npm, ['run', 'build'], { ...process.env, NODE_ENV: 'production' });

export interface BenchServer {
  origin: string;
  env: Record<string, string>;
  /** `npm run admin -- …` against this server's database. */
  admin(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/** `extraEnv` adds to (or overrides) the server's variables, e.g. TRUST_PROXY_HOPS for bench:api. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  for (const file of ['dist/server/main.js', 'dist/web/index.html']) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run without --no-build`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-bench-'));
  const port = await freePort();
  // NODE_ENV=test as the test servers use it: demo mode (the outbox that sign-up needs) without
  // printing every e-mail; hono's compress() runs in every mode, so transfer sizes are real.
  // 127.0.0.1 rather than localhost: Chromium would try ::1 first and add a failed connect.
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    SEED_DEMO: '1',
    WEB_DIST_DIR: 'dist/web',
    ...extraEnv,
  };
  // Only PATH (and HOME, which npm needs) from the caller: a DATABASE_URL or SMTP_URL in the
  // shell must not point the benchmark at a real database or mail server.
  const childEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmp, ...env };
  const server = spawn(process.execPath, ['dist/server/main.js'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    await stopProcess(server, exited);
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    await waitFor(async () => (await fetch(`${origin}/api/health`)).ok, 'the server to answer /api/health');
  } catch (err) {
    await stop();
    throw new Error(`${String(err)}\n${log}`, { cause: err });
  }

  const admin = (...args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(npm, ['run', '--silent', 'admin', '--', ...args], { env: childEnv });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(out.trim()) : reject(new Error(`admin ${args.join(' ')}: exit ${code}\n${out}`)),
      );
    });

  return { origin, env, admin, stop };
}
