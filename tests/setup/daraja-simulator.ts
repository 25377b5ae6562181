import { startSimulatorProcess } from './simulator-process.ts';

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
  const { url, stop } = await startSimulatorProcess({
    name: 'the Daraja simulator',
    source: 'src/daraja-sim/main.ts',
    prefix: 'DARAJA_SIM',
    env: {
      DARAJA_SIM_CONSUMER_KEY: KEY,
      DARAJA_SIM_CONSUMER_SECRET: SECRET,
      DARAJA_SIM_CALLBACK_DELAY_MS: String(options.callbackDelayMs),
      DARAJA_SIM_PROCESSING_MS: String(options.processingMs),
    },
  });
  const serverEnv = { DARAJA_BASE_URL: url, DARAJA_CONSUMER_KEY: KEY, DARAJA_CONSUMER_SECRET: SECRET };
  return { url, serverEnv, stop };
}
