import fs from 'node:fs';
import type { Env } from '../../env.ts';
import { testPayments } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import { createDarajaClient, type DarajaClient } from './daraja-client.ts';
import { createSharedToken } from './shared-token.ts';
import { securityCredential } from './security-credential.ts';

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

/** The simulator's B2C initiator (D-201): what the server uses outside production unless told otherwise. */
export const SIMULATOR_INITIATOR = { name: 'testapi', password: 'Safaricom999!*!', shortcode: '600992' } as const;

/** Where the simulator listens when the server runs it (main.ts starts it there). */
export const simulatorUrl = (env: Env) => `http://127.0.0.1:${env.DARAJA_SIM_PORT}`;

/**
 * The initiator's SecurityCredential, made once on first use: with the certificate at
 * DARAJA_CERT_PATH (required in production), else with the one the simulator publishes.
 */
function credentialOf(env: Env, baseUrl: string) {
  let made: Promise<string> | undefined;
  const certificate = async () =>
    env.DARAJA_CERT_PATH
      ? fs.readFileSync(env.DARAJA_CERT_PATH)
      : (await fetch(new URL('/simulator/certificate', baseUrl), { signal: AbortSignal.timeout(5000) })).text();
  return () => {
    made ??= certificate()
      .then((cert) => securityCredential(cert, env.DARAJA_INITIATOR_PASSWORD ?? SIMULATOR_INITIATOR.password))
      .catch((err: unknown) => {
        made = undefined;
        throw err;
      });
    return made;
  };
}

/** The Daraja client and its settings; with `db`, its token is shared by every instance (D-224). */
export function createPayments(env: Env, db?: Db): Payments {
  const baseUrl = env.DARAJA_BASE_URL ?? simulatorUrl(env);
  const daraja = createDarajaClient({
    baseUrl,
    consumerKey: env.DARAJA_CONSUMER_KEY ?? SIMULATOR_CREDENTIALS.key,
    consumerSecret: env.DARAJA_CONSUMER_SECRET ?? SIMULATOR_CREDENTIALS.secret,
    shortcode: env.DARAJA_SHORTCODE,
    passkey: env.DARAJA_PASSKEY,
    transactionType: env.DARAJA_TRANSACTION_TYPE,
    initiator: {
      name: env.DARAJA_INITIATOR_NAME ?? SIMULATOR_INITIATOR.name,
      shortcode: env.DARAJA_B2C_SHORTCODE ?? SIMULATOR_INITIATOR.shortcode,
      credential: credentialOf(env, baseUrl),
    },
    ...(db && { sharedToken: createSharedToken(db, env.JWT_SECRET, 'daraja') }),
  });
  const callbackOrigin = new URL(env.DARAJA_CALLBACK_URL ?? env.PUBLIC_URL).origin;
  return { daraja, testMode: testPayments(env), callbackOrigin, baseUrl };
}
