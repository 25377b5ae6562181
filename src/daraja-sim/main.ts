/**
 * The Daraja simulator: a stand-in for Safaricom's M-Pesa Express (STK push) API for development,
 * demos and tests. The product talks to it over HTTP with the client it uses against Safaricom.
 * Start it with `npm run daraja-sim`.
 *
 * Environment (all optional; defaults in SIM_DEFAULTS, config.ts):
 * - DARAJA_SIM_PORT (8089), DARAJA_SIM_HOST (127.0.0.1)
 * - DARAJA_SIM_CONSUMER_KEY (harambee-sim-key), DARAJA_SIM_CONSUMER_SECRET (harambee-sim-secret)
 * - DARAJA_SIM_SHORTCODE (174379), DARAJA_SIM_PASSKEY (Safaricom's sandbox passkey)
 * - DARAJA_SIM_CALLBACK_DELAY_MS (4000): how long the simulated donor takes to answer the prompt;
 *   then the payment is final and its callback is sent
 * - DARAJA_SIM_PROCESSING_MS (20000): how long 254700009997 keeps its query "still processing"
 * - DARAJA_SIM_TOKEN_SECONDS (3599): access token lifetime; each new token voids the earlier ones
 *
 * Outcomes by PhoneNumber (MAGIC_NUMBERS in src/shared/daraja.ts); any other number pays, with
 * one callback:
 * - 254700001032 cancelled by the donor (ResultCode 1032)
 * - 254700001037 phone unreachable (1037)
 * - 254700000001 insufficient funds (1)
 * - 254700002001 wrong PIN (2001)
 * - 254700001019 expired (1019)
 * - 254700009999 paid, but the callback never comes: only a status query finds the payment
 * - 254700009998 paid, and the same callback comes twice (~300 ms apart)
 * - 254700009997 paid, no callback; for DARAJA_SIM_PROCESSING_MS its query alternates between
 *   ResultCode 4999 and HTTP 500 "The transaction is being processed", then answers 0 except every
 *   third query, which is still "being processed"
 *
 * A push to a number with a push still in flight is refused (Daraja's subscriber lock). Failed
 * payments call back without CallbackMetadata. Callbacks are posted once and never retried.
 *
 * Controls that Daraja does not have: GET / (health check), POST /simulator/expire-tokens,
 * GET /simulator/pushes[?phone=2547…], GET /simulator/stats.
 */
import { serve } from '@hono/node-server';
import { createSimulator } from './app.ts';
import { readSimConfig } from './config.ts';

function main() {
  const config = readSimConfig();
  const simulator = createSimulator(config);
  const server = serve({ fetch: simulator.app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    console.log(`Daraja simulator listening on http://${host}:${info.port}`);
  });
  const stop = () => {
    simulator.close();
    server.close(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
