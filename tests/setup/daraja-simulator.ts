import { spawn } from 'node:child_process';
import { freePort, waitFor } from './free-port.ts';

// The key and secret the test servers and their simulator share (the defaults are documented in
// .env.example; tests use their own so nothing leans on them).
const KEY = 'test-consumer-key';
const SECRET = 'test-consumer-secret';

/**
 * Starts the Daraja simulator (src/daraja-sim) as its own process, as `npm run daraja-sim` does, on
 * a free port, with a short "donor answers the prompt" delay so a suite does not wait on people.
 * Returns its URL, the server variables that point the product at it, and how to stop it.
 */
export async function startDarajaSimulator(options: { callbackDelayMs: number; processingMs: number }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/daraja-sim/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      DARAJA_SIM_PORT: String(port),
      DARAJA_SIM_HOST: '127.0.0.1',
      DARAJA_SIM_CONSUMER_KEY: KEY,
      DARAJA_SIM_CONSUMER_SECRET: SECRET,
      DARAJA_SIM_CALLBACK_DELAY_MS: String(options.callbackDelayMs),
      DARAJA_SIM_PROCESSING_MS: String(options.processingMs),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  try {
    await waitFor(async () => (await fetch(url)).ok, 'the Daraja simulator', 30_000);
  } catch (err) {
    await stop();
    throw err;
  }
  const serverEnv = { DARAJA_BASE_URL: url, DARAJA_CONSUMER_KEY: KEY, DARAJA_CONSUMER_SECRET: SECRET };
  return { url, serverEnv, stop };
}
