import { z } from 'zod';
import { SANDBOX } from '#shared/daraja.ts';

// The simulator's only reader of process.env. The defaults are exported so the README and the
// start scripts cite one source instead of repeating the numbers.

export const SIM_DEFAULTS = {
  port: 8089,
  host: '127.0.0.1',
  consumerKey: 'harambee-sim-key',
  consumerSecret: 'harambee-sim-secret',
  shortcode: SANDBOX.shortcode,
  passkey: SANDBOX.passkey,
  /** How long the simulated donor takes to answer the prompt. */
  callbackDelayMs: 4000,
  /** How long 254700009997 keeps its query "still processing". */
  processingMs: 20_000,
  /** Daraja's token lifetime (it sends expires_in "3599"). */
  tokenSeconds: 3599,
  /** The B2C initiator (research §2.1): its password travels encrypted with the simulator's certificate. */
  initiatorName: 'testapi',
  initiatorPassword: 'Safaricom999!*!',
  /** How long M-Pesa takes to pay a payout and post its result. */
  payoutDelayMs: 3000,
  /** C2B external validation, off at Safaricom until asked for (research §4.2). */
  c2bValidation: false,
  /** C2B callbacks carry the customer's number masked, as Daraja has since 2023. */
  c2bMaskMsisdn: true,
} as const;

export interface SimConfig {
  port: number;
  host: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  callbackDelayMs: number;
  processingMs: number;
  tokenSeconds: number;
  initiatorName: string;
  initiatorPassword: string;
  payoutDelayMs: number;
  c2bValidation: boolean;
  c2bMaskMsisdn: boolean;
}

const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);
const text = (fallback: string) => z.string().min(1).default(fallback);

const schema = z.object({
  DARAJA_SIM_PORT: int(0, 65535, SIM_DEFAULTS.port),
  DARAJA_SIM_HOST: text(SIM_DEFAULTS.host),
  DARAJA_SIM_CONSUMER_KEY: text(SIM_DEFAULTS.consumerKey),
  DARAJA_SIM_CONSUMER_SECRET: text(SIM_DEFAULTS.consumerSecret),
  DARAJA_SIM_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be a 5 to 7 digit shortcode')
    .default(SIM_DEFAULTS.shortcode),
  DARAJA_SIM_PASSKEY: text(SIM_DEFAULTS.passkey),
  DARAJA_SIM_CALLBACK_DELAY_MS: int(0, 3_600_000, SIM_DEFAULTS.callbackDelayMs),
  DARAJA_SIM_PROCESSING_MS: int(0, 3_600_000, SIM_DEFAULTS.processingMs),
  DARAJA_SIM_TOKEN_SECONDS: int(1, 86_400, SIM_DEFAULTS.tokenSeconds),
  DARAJA_SIM_INITIATOR_NAME: text(SIM_DEFAULTS.initiatorName),
  DARAJA_SIM_INITIATOR_PASSWORD: text(SIM_DEFAULTS.initiatorPassword),
  DARAJA_SIM_PAYOUT_DELAY_MS: int(0, 3_600_000, SIM_DEFAULTS.payoutDelayMs),
  DARAJA_SIM_C2B_VALIDATION: z.enum(['true', 'false']).default(String(SIM_DEFAULTS.c2bValidation) as 'false'),
  DARAJA_SIM_C2B_MASK_MSISDN: z.enum(['true', 'false']).default(String(SIM_DEFAULTS.c2bMaskMsisdn) as 'true'),
});

type Env = Record<string, string | undefined>;

/** The configuration from the environment; throws with every bad variable named. */
export function readSimConfig(env: Env = process.env): SimConfig {
  // An empty variable (VAR= in a shell or .env file) means "use the default", as in the server.
  const set = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith('DARAJA_SIM_') && value !== ''),
  );
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid Daraja simulator configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.DARAJA_SIM_PORT,
    host: e.DARAJA_SIM_HOST,
    consumerKey: e.DARAJA_SIM_CONSUMER_KEY,
    consumerSecret: e.DARAJA_SIM_CONSUMER_SECRET,
    shortcode: e.DARAJA_SIM_SHORTCODE,
    passkey: e.DARAJA_SIM_PASSKEY,
    callbackDelayMs: e.DARAJA_SIM_CALLBACK_DELAY_MS,
    processingMs: e.DARAJA_SIM_PROCESSING_MS,
    tokenSeconds: e.DARAJA_SIM_TOKEN_SECONDS,
    initiatorName: e.DARAJA_SIM_INITIATOR_NAME,
    initiatorPassword: e.DARAJA_SIM_INITIATOR_PASSWORD,
    payoutDelayMs: e.DARAJA_SIM_PAYOUT_DELAY_MS,
    c2bValidation: e.DARAJA_SIM_C2B_VALIDATION === 'true',
    c2bMaskMsisdn: e.DARAJA_SIM_C2B_MASK_MSISDN === 'true',
  };
}
