import { spawn } from 'node:child_process';
import { freePort, waitFor } from './free-port.ts';

// The username and key the test servers and their SMS simulator share (not the defaults).
const USERNAME = 'harambee-test';
const API_KEY = 'test-sms-api-key';

/**
 * Starts the SMS simulator (src/sms-sim) as its own process, as `npm run sms-sim` does, on a free
 * port. Returns its URL, the server variables that point the product at it, and how to stop it.
 */
export async function startSmsSimulator() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sms-sim/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      SMS_SIM_PORT: String(port),
      SMS_SIM_HOST: '127.0.0.1',
      SMS_SIM_USERNAME: USERNAME,
      SMS_SIM_API_KEY: API_KEY,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  try {
    await waitFor(async () => (await fetch(url)).ok, 'the SMS simulator', 30_000);
  } catch (err) {
    await stop();
    throw err;
  }
  const serverEnv = { SMS_API_URL: url, SMS_USERNAME: USERNAME, SMS_API_KEY: API_KEY, SMS_SENDER_ID: 'HARAMBEE' };
  return { url, serverEnv, stop };
}
