import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../../env.ts';
import { SMS_SIMULATOR_CREDENTIALS, smsSimulatorUrl } from './sms.ts';

const answers = async (url: string) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok && (await response.text()).includes('SMS simulator');
  } catch {
    return false;
  }
};

/**
 * Demo mode without SMS_API_URL: runs the SMS simulator (src/sms-sim) as a child process on
 * SMS_SIM_PORT with the settings the server's client uses, as payments/simulator-process.ts does
 * for Daraja. One already listening there (`npm run sms-sim`) is used as it is. Returns how to
 * stop the child (nothing to stop when it was already running).
 */
export async function startSmsSimulator(env: Env): Promise<() => void> {
  const url = smsSimulatorUrl(env);
  if (await answers(url)) return () => {};
  // Built (`npm run serve`): the bundle beside the server's; from source (tsx): the simulator's source.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'sms-sim.js');
  const args = fs.existsSync(bundled) ? [bundled] : ['--import', 'tsx', path.resolve('src/sms-sim/main.ts')];
  const child = spawn(process.execPath, args, {
    env: {
      SMS_SIM_PORT: String(env.SMS_SIM_PORT),
      SMS_SIM_HOST: '127.0.0.1',
      SMS_SIM_USERNAME: SMS_SIMULATOR_CREDENTIALS.username,
      SMS_SIM_API_KEY: SMS_SIMULATOR_CREDENTIALS.apiKey,
      ...(env.SMS_SENDER_ID && { SMS_SIM_SENDER_ID: env.SMS_SENDER_ID }),
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
  throw new Error(`The SMS simulator did not start on ${url}`);
}
