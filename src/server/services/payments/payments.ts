import type { Env } from '../../env.ts';
import { testPayments } from '../../env.ts';
import { createDarajaClient, type DarajaClient } from './daraja-client.ts';

export interface Payments {
  daraja: DarajaClient;
  /** No real money moves (the simulator or Safaricom's sandbox): every payment says 'Test payment'. */
  testMode: boolean;
  /** The origin Daraja posts callbacks to (a public https origin in production). */
  callbackOrigin: string;
  /** The Daraja the server talks to: the one configured, or the simulator it started. */
  baseUrl: string;
}

/** The simulator's key and secret when the server starts it itself (documented in .env.example). */
export const SIMULATOR_CREDENTIALS = { key: 'harambee-sim-key', secret: 'harambee-sim-secret' } as const;

/** Where the simulator listens when the server runs it (main.ts starts it there). */
export const simulatorUrl = (env: Env) => `http://127.0.0.1:${env.DARAJA_SIM_PORT}`;

export function createPayments(env: Env): Payments {
  const baseUrl = env.DARAJA_BASE_URL ?? simulatorUrl(env);
  const daraja = createDarajaClient({
    baseUrl,
    consumerKey: env.DARAJA_CONSUMER_KEY ?? SIMULATOR_CREDENTIALS.key,
    consumerSecret: env.DARAJA_CONSUMER_SECRET ?? SIMULATOR_CREDENTIALS.secret,
    shortcode: env.DARAJA_SHORTCODE,
    passkey: env.DARAJA_PASSKEY,
    transactionType: env.DARAJA_TRANSACTION_TYPE,
  });
  const callbackOrigin = new URL(env.DARAJA_CALLBACK_URL ?? env.PUBLIC_URL).origin;
  return { daraja, testMode: testPayments(env), callbackOrigin, baseUrl };
}
