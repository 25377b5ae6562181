import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './free-port.ts';

// The Firebase Auth emulator (firebase-tools), shared by every test project of one vitest run:
// global setups run in the same process, so the state lives on globalThis with a reference count.

interface EmulatorState {
  refs: number;
  host?: Promise<string>;
  proc?: ChildProcess;
  dir?: string;
}
const state: EmulatorState = ((globalThis as { __harambeeEmulator?: EmulatorState }).__harambeeEmulator ??= {
  refs: 0,
});

export const FIREBASE_PROJECT_ID = 'demo-harambee';

async function start(): Promise<string> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  state.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-emulator-'));
  const config = path.join(state.dir, 'firebase.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { port: auth, host: '127.0.0.1' },
        hub: { port: hub, host: '127.0.0.1' },
        logging: { port: logging, host: '127.0.0.1' },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const bin = path.resolve('node_modules/.bin/firebase');
  const proc = spawn(bin, ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT_ID, '--config', config], {
    cwd: state.dir,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  state.proc = proc;
  let output = '';
  proc.stdout?.on('data', (d) => (output += d));
  proc.stderr?.on('data', (d) => (output += d));
  const host = `127.0.0.1:${auth}`;
  try {
    await waitFor(async () => (await fetch(`http://${host}/`)).ok, 'the Firebase Auth emulator', 90_000);
  } catch (err) {
    throw new Error(`${String(err)}\n${output}`, { cause: err });
  }
  return host;
}

/** Starts the emulator once per run; returns its host:port for FIREBASE_AUTH_EMULATOR_HOST. */
export function acquireEmulator() {
  state.refs++;
  return (state.host ??= start());
}

export function releaseEmulator() {
  if (--state.refs > 0 || !state.proc) return;
  try {
    process.kill(-state.proc.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  if (state.dir) fs.rmSync(state.dir, { recursive: true, force: true });
  state.host = undefined;
  state.proc = undefined;
}
