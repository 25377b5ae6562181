import { startSimulatorProcess } from './simulator-process.ts';

// The username and key the test servers and their SMS simulator share (not the defaults).
const USERNAME = 'harambee-test';
const API_KEY = 'test-sms-api-key';

/**
 * Starts the SMS simulator (src/sms-sim) as its own process, as `npm run sms-sim` does, on a free
 * port. Returns its URL, the server variables that point the product at it, and how to stop it.
 */
export async function startSmsSimulator(env: Record<string, string> = {}) {
  const { url, stop } = await startSimulatorProcess({
    name: 'the SMS simulator',
    source: 'src/sms-sim/main.ts',
    prefix: 'SMS_SIM',
    env: { SMS_SIM_USERNAME: USERNAME, SMS_SIM_API_KEY: API_KEY, ...env },
  });
  const serverEnv = { SMS_API_URL: url, SMS_USERNAME: USERNAME, SMS_API_KEY: API_KEY, SMS_SENDER_ID: 'HARAMBEE' };
  return { url, serverEnv, stop };
}
