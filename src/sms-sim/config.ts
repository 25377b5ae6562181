import { z } from 'zod';

// The SMS simulator's only reader of process.env. The defaults are exported so the server, which
// starts the simulator itself in demo mode, and the README cite one source.

export const SMS_SIM_DEFAULTS = {
  port: 8090,
  host: '127.0.0.1',
  /** Africa's Talking's sandbox account is named `sandbox`. */
  username: 'sandbox',
  apiKey: 'harambee-sms-sim-key',
  /** The one alphanumeric sender ID registered; any other `from` is refused (402), as the sandbox does. */
  senderId: 'HARAMBEE',
  /** The account's two-way shortcode: phones text it (STOP, ACHA…) and the messages come to us (D-236). */
  shortcode: '22384',
} as const;

export interface SmsSimConfig {
  port: number;
  host: string;
  username: string;
  apiKey: string;
  senderId: string;
  shortcode: string;
  /** Where delivery reports are posted, as set in Africa's Talking's dashboard; none without it. */
  deliveryReportUrl?: string;
  /** Where incoming messages to the shortcode are posted (the dashboard's setting); none without it. */
  incomingUrl?: string;
}

const text = (fallback: string) => z.string().min(1).default(fallback);

const schema = z.object({
  SMS_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(SMS_SIM_DEFAULTS.port),
  SMS_SIM_HOST: text(SMS_SIM_DEFAULTS.host),
  SMS_SIM_USERNAME: text(SMS_SIM_DEFAULTS.username),
  SMS_SIM_API_KEY: text(SMS_SIM_DEFAULTS.apiKey),
  SMS_SIM_SENDER_ID: text(SMS_SIM_DEFAULTS.senderId),
  SMS_SIM_SHORTCODE: z
    .string()
    .regex(/^\d{3,6}$/)
    .default(SMS_SIM_DEFAULTS.shortcode),
  SMS_SIM_DELIVERY_REPORT_URL: z.url().optional(),
  SMS_SIM_INCOMING_URL: z.url().optional(),
});

/** The configuration from the environment; throws with every bad variable named. */
export function readSmsSimConfig(env: Record<string, string | undefined> = process.env): SmsSimConfig {
  // An empty variable means "use the default", as in the server.
  const set = Object.fromEntries(Object.entries(env).filter(([name, v]) => name.startsWith('SMS_SIM_') && v !== ''));
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid SMS simulator configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.SMS_SIM_PORT,
    host: e.SMS_SIM_HOST,
    username: e.SMS_SIM_USERNAME,
    apiKey: e.SMS_SIM_API_KEY,
    senderId: e.SMS_SIM_SENDER_ID,
    shortcode: e.SMS_SIM_SHORTCODE,
    ...(e.SMS_SIM_DELIVERY_REPORT_URL && { deliveryReportUrl: e.SMS_SIM_DELIVERY_REPORT_URL }),
    ...(e.SMS_SIM_INCOMING_URL && { incomingUrl: e.SMS_SIM_INCOMING_URL }),
  };
}
