import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '#tests/setup/free-port.ts';
import { stopProcess } from '../bench-web/stop-process.ts';
import type { Snapshot } from './targets.ts';

/** A snapshot as the bare server's process reads it from disk (the body in base64). */
export interface StoredSnapshot {
  path: string;
  contentType: string;
  contentEncoding: string | null;
  body: string;
}

export interface BareServer {
  origin: string;
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('./bare-server-main.ts', import.meta.url));

/**
 * Starts the bare server in a process of its own, as the real server runs: sharing this
 * process's event loop with the load generator would make the baseline look slower than it is.
 */
export async function startBareServer(snapshots: Snapshot[]): Promise<BareServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-bench-bare-'));
  const file = path.join(tmp, 'snapshots.json');
  const stored: StoredSnapshot[] = snapshots.map((s) => ({ ...s, body: s.body.toString('base64') }));
  fs.writeFileSync(file, JSON.stringify(stored));

  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, file, String(port)], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmp },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child, exited);
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    await waitFor(async () => (await fetch(origin + snapshots[0]!.path)).ok, 'the bare server to answer', 30_000);
  } catch (err) {
    await stop();
    throw new Error(`${String(err)}\n${log}`, { cause: err });
  }
  return { origin, stop };
}
