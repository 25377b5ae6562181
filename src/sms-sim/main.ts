/**
 * The SMS simulator: a stand-in for Africa's Talking's bulk SMS API for development, demos and
 * tests. The product talks to it over HTTP with the client it uses against Africa's Talking.
 * Start it with `npm run sms-sim`.
 *
 * Environment (all optional; defaults in SMS_SIM_DEFAULTS, config.ts):
 * - SMS_SIM_PORT (8090), SMS_SIM_HOST (127.0.0.1)
 * - SMS_SIM_USERNAME (sandbox), SMS_SIM_API_KEY (harambee-sms-sim-key): anything else is a 401
 * - SMS_SIM_SENDER_ID (HARAMBEE): the one registered sender ID; another `from` is refused (402)
 * - SMS_SIM_DELIVERY_REPORT_URL: where delivery reports are posted (none without it);
 *   +254700000201 is reported Failed UserInBlackList, +254700000202 Failed AbsentSubscriber
 * - SMS_SIM_SHORTCODE (22384): the account's two-way shortcode; SMS_SIM_INCOMING_URL: where texts
 *   phones send to it are posted (none without it)
 *
 * Recipients must be Kenyan mobiles in +254 form (else 403 InvalidPhoneNumber). Outcomes by number
 * (SMS_MAGIC_NUMBERS in src/shared/africastalking.ts); any other number is sent (101):
 * - +254700000405 InsufficientBalance, +254700000500 InternalServerError (worth a retry)
 * - +254700000406 UserInBlacklist (opted out: never resend), +254700000409 DoNotDisturbRejection
 *
 * Controls Africa's Talking does not have: GET / (health check), GET /simulator/messages[?to=],
 * POST /simulator/outage {requests} (the next requests answer 500), PUT
 * /simulator/delivery-report-url {url} (the dashboard's setting), POST
 * /simulator/delivery-reports/{messageId}/repeat (posts a report again), POST /simulator/incoming
 * {from, text, to?} (a phone texts the shortcode), GET /simulator/incoming[?from=], PUT
 * /simulator/incoming-url {url}.
 */
import { serve } from '@hono/node-server';
import { createSmsSimulator } from './app.ts';
import { readSmsSimConfig } from './config.ts';

function main() {
  const config = readSmsSimConfig();
  const simulator = createSmsSimulator(config);
  const server = serve({ fetch: simulator.app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    console.log(`SMS simulator listening on http://${host}:${info.port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
