import type { Env } from '../../env.ts';
import { startSimulatorProcess } from '../../lib/simulator-process.ts';
import { SIMULATOR_CREDENTIALS, SIMULATOR_INITIATOR, simulatorUrl } from './payments.ts';

/** Demo mode without Daraja credentials: the Daraja simulator on DARAJA_SIM_PORT, as the client expects it. */
export const startSimulator = (env: Env) =>
  startSimulatorProcess({
    name: 'Daraja simulator',
    bundle: 'daraja-sim.js',
    source: 'src/daraja-sim/main.ts',
    url: simulatorUrl(env),
    env: {
      DARAJA_SIM_PORT: String(env.DARAJA_SIM_PORT),
      DARAJA_SIM_HOST: '127.0.0.1',
      DARAJA_SIM_CONSUMER_KEY: SIMULATOR_CREDENTIALS.key,
      DARAJA_SIM_CONSUMER_SECRET: SIMULATOR_CREDENTIALS.secret,
      DARAJA_SIM_SHORTCODE: env.DARAJA_SHORTCODE,
      DARAJA_SIM_PASSKEY: env.DARAJA_PASSKEY,
      DARAJA_SIM_INITIATOR_NAME: env.DARAJA_INITIATOR_NAME ?? SIMULATOR_INITIATOR.name,
      DARAJA_SIM_INITIATOR_PASSWORD: env.DARAJA_INITIATOR_PASSWORD ?? SIMULATOR_INITIATOR.password,
      // As Safaricom would, once asked to turn C2B validation on for the paybill.
      DARAJA_SIM_C2B_VALIDATION: String(env.DARAJA_C2B_VALIDATION),
    },
  });
