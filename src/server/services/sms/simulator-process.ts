import type { Env } from '../../env.ts';
import { startSimulatorProcess } from '../../lib/simulator-process.ts';
import { gatewayCallbackPath, gatewayCallbackToken } from './callback-token.ts';
import { deliveryReportPath, deliveryReportToken } from './delivery-reports.ts';
import { SMS_SIMULATOR_CREDENTIALS, smsShortcode, smsSimulatorUrl } from './sms.ts';

/** Demo mode without SMS_API_URL: the SMS simulator on SMS_SIM_PORT, as the client expects it. */
export const startSmsSimulator = (env: Env) =>
  startSimulatorProcess({
    name: 'SMS simulator',
    bundle: 'sms-sim.js',
    source: 'src/sms-sim/main.ts',
    url: smsSimulatorUrl(env),
    env: {
      SMS_SIM_PORT: String(env.SMS_SIM_PORT),
      SMS_SIM_HOST: '127.0.0.1',
      SMS_SIM_USERNAME: SMS_SIMULATOR_CREDENTIALS.username,
      SMS_SIM_API_KEY: SMS_SIMULATOR_CREDENTIALS.apiKey,
      ...(env.SMS_SENDER_ID && { SMS_SIM_SENDER_ID: env.SMS_SENDER_ID }),
      SMS_SIM_SHORTCODE: smsShortcode(env) ?? '',
      // Its delivery reports come straight back to this server (D-219).
      SMS_SIM_DELIVERY_REPORT_URL: `http://127.0.0.1:${env.PORT}/api${deliveryReportPath(deliveryReportToken(env))}`,
      // And the texts phones send to its shortcode (STOP, ACHA…, D-236).
      SMS_SIM_INCOMING_URL: `http://127.0.0.1:${env.PORT}/api${gatewayCallbackPath('incoming', gatewayCallbackToken(env, 'incoming'))}`,
    },
  });
