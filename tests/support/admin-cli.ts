import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

/** Runs `npm run admin -- …` (tsx src/server/admin.ts) against the test server's database. */
export const adminCli = (...args: string[]) => adminCliOn(inject('serverEnv'), ...args);

/** The same against another server's settings (a test's own server and database). */
export async function adminCliOn(env: Record<string, string | undefined>, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/server/admin.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, out: stdout.trim() };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}`.trim() };
  }
}
