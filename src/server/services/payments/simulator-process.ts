import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../../env.ts';
import { SIMULATOR_CREDENTIALS, SIMULATOR_INITIATOR, simulatorUrl } from './payments.ts';

const answers = async (url: string) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok && (await response.text()).includes('Daraja simulator');
  } catch {
    return false;
  }
};

/**
 * Demo mode without Daraja credentials: runs the Daraja simulator (src/daraja-sim) as a child
 * process on DARAJA_SIM_PORT with the settings the server's client uses, and talks to it over
 * HTTP like to Safaricom. One already listening there (`npm run daraja-sim`) is used as it is.
 * Returns how to stop the child (nothing to stop when it was already running).
 */
export async function startSimulator(env: Env): Promise<() => void> {
  const url = simulatorUrl(env);
  if (await answers(url)) return () => {};
  // Built (`npm run serve`): the bundle beside this one; from source (tsx): the simulator's source.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'daraja-sim.js');
  const args = fs.existsSync(bundled) ? [bundled] : ['--import', 'tsx', path.resolve('src/daraja-sim/main.ts')];
  const child = spawn(process.execPath, args, {
    env: {
      DARAJA_SIM_PORT: String(env.DARAJA_SIM_PORT),
      DARAJA_SIM_HOST: '127.0.0.1',
      DARAJA_SIM_CONSUMER_KEY: SIMULATOR_CREDENTIALS.key,
      DARAJA_SIM_CONSUMER_SECRET: SIMULATOR_CREDENTIALS.secret,
      DARAJA_SIM_SHORTCODE: env.DARAJA_SHORTCODE,
      DARAJA_SIM_PASSKEY: env.DARAJA_PASSKEY,
      DARAJA_SIM_INITIATOR_NAME: env.DARAJA_INITIATOR_NAME ?? SIMULATOR_INITIATOR.name,
      DARAJA_SIM_INITIATOR_PASSWORD: env.DARAJA_INITIATOR_PASSWORD ?? SIMULATOR_INITIATOR.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => void child.kill();
  process.once('exit', stop);
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    if (await answers(url)) return stop;
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`The Daraja simulator did not start on ${url}`);
}
