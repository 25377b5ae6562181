import { spawn } from 'node:child_process';
import { waitFor } from './free-port.ts';

/**
 * Starts the real server (src/server/main.ts through tsx) as its own process with exactly `env`,
 * waits until /api/health answers, and returns how to stop it. Used by the API and e2e setups.
 */
export async function startServerProcess(env: Record<string, string>, label: string) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => {
    log += d;
    process.stderr.write(`[${label}] ${d}`);
  });
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${env.PORT}/api/health`)).ok, label);
  } catch (err) {
    server.kill();
    throw new Error(`${String(err)}\n${log}`, { cause: err });
  }
  const exited = new Promise((r) => server.once('exit', r));
  const end = async (signal: NodeJS.Signals) => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    await exited;
  };
  return {
    /** The server's own process (node runs tsx in it): bench:load reads its memory from /proc. */
    pid: server.pid!,
    stop: () => end('SIGTERM'),
    /** `kill -9`: no shutdown at all, as when a machine or the OOM killer takes the process. */
    crash: () => end('SIGKILL'),
  };
}
