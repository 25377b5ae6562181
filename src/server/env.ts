import fs from 'node:fs';
import { z } from 'zod';
import { MONEY_OUT_ENV } from './env-money-out.ts';
import { LATE_QUERY_ENV } from './env-late-queries.ts';
import { checkMediaEnv, MEDIA_ENV } from './env-media.ts';
import { SMS_ENV } from './env-sms.ts';
import { PASSWORD_HASH_MEMORY_KIB } from './auth/passwords.ts';
import { isStrongSecret } from './lib/secret-strength.ts';
import { DONATION } from '#shared/constants.ts';
import { SANDBOX } from '#shared/daraja.ts';

// The only reader of process.env. Every variable is documented in .env.example.

const DEV_JWT_SECRET = 'harambee-development-secret-not-for-production-use';

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes'].includes(v)));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    JWT_SECRET: z.string().default(DEV_JWT_SECRET),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Harambee <no-reply@harambee.local>'),
    SUPPORT_EMAIL: z.email().default('support@harambee.local'),
    // Defaults on outside production only; production refuses it (demo accounts have a published password).
    SEED_DEMO: z
      .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v))),
    // How many reverse proxies of ours stand in front: the client is that many entries from the
    // right of X-Forwarded-For (anything further left was written by the client itself).
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Replaced by TRUST_PROXY_HOPS; refused so an old setting is not silently ignored.
    TRUST_PROXY: z.string().optional(),
    FIREBASE_PROJECT_ID: z.string().default('demo-harambee'),
    // Public web config of the Firebase project (not secrets: every browser receives them).
    FIREBASE_API_KEY: z.string().default('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    WEB_DIST_DIR: z.string().default('./dist/web'),
    // M-Pesa Express (Daraja). Without DARAJA_BASE_URL, outside production, the server starts the
    // Daraja simulator itself (on DARAJA_SIM_PORT) and labels every payment 'Test payment'.
    DARAJA_BASE_URL: z.url().optional(),
    DARAJA_CONSUMER_KEY: z.string().optional(),
    DARAJA_CONSUMER_SECRET: z.string().optional(),
    DARAJA_SHORTCODE: z
      .string()
      .regex(/^\d{5,7}$/)
      .default(SANDBOX.shortcode),
    DARAJA_PASSKEY: z.string().default(SANDBOX.passkey),
    DARAJA_TRANSACTION_TYPE: z
      .enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'])
      .default('CustomerPayBillOnline'),
    // Where Safaricom posts results (a public https origin); defaults to PUBLIC_URL.
    DARAJA_CALLBACK_URL: z.url().optional(),
    DARAJA_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(8089),
    // C2B external validation (D-213): on only once Safaricom has turned it on for the paybill.
    DARAJA_C2B_VALIDATION: bool(false),
    // Money out (B2C, Transaction Status, D-201): the initiator, its password (sent encrypted with
    // the M-Pesa certificate at DARAJA_CERT_PATH) and the B2C shortcode. Outside production they
    // default to the simulator's, and without DARAJA_CERT_PATH the simulator's certificate is used.
    DARAJA_INITIATOR_NAME: z.string().min(1).optional(),
    DARAJA_INITIATOR_PASSWORD: z.string().min(1).optional(),
    DARAJA_CERT_PATH: z.string().min(1).optional(),
    DARAJA_B2C_SHORTCODE: z
      .string()
      .regex(/^\d{5,9}$/)
      .optional(),
    ...SMS_ENV,
    // Payments are KES; a USD fundraiser shows its progress converted at this rate, marked '≈'.
    USD_KES_RATE: z.coerce.number().positive().default(129),
    // When a donation without a callback is first asked about, and when asking stops (follow-up).
    PAYMENT_FIRST_QUERY_SECONDS: z.coerce.number().positive().default(30),
    PAYMENT_GIVE_UP_SECONDS: z.coerce.number().positive().default(180),
    // Daraja refuses a push to a number that has one open; no new push to a number for this long.
    PAYMENT_REPUSH_SECONDS: z.coerce.number().min(0).default(DONATION.repushSeconds),
    ...LATE_QUERY_ENV,
    LOG_REQUESTS: bool(false),
    // Money leaves only people a reviewer checked (D-258); false only outside production (tests).
    PAYOUT_IDENTITY_REQUIRED: bool(true),
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).default(PASSWORD_HASH_MEMORY_KIB),
    ...MONEY_OUT_ENV,
    ...MEDIA_ENV,
  })
  .superRefine((env, ctx) => {
    checkMediaEnv(env, ctx);
    if (env.TRUST_PROXY !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: 'is replaced by TRUST_PROXY_HOPS (a number)' });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production: e-mailed and shared links never take the request Host',
      });
    }
    if (env.SEED_DEMO) {
      ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: 'must not be set in production: demo accounts' });
    }
    for (const [key, least, why] of [
      ['PAYOUT_COOLING_HOURS', 1, 'a changed payout destination waits before money is paid'],
      ['ESCROW_BUSINESS_DAYS', 1, 'donations are held in escrow (Terms)'],
      ['PASSWORD_HASH_MEMORY_KIB', PASSWORD_HASH_MEMORY_KIB, "argon2id's full cost (D-257)"],
    ] as const) {
      if (env[key] < least)
        ctx.addIssue({ code: 'custom', path: [key], message: `must be at least ${least} in production: ${why}` });
    }
    if (!env.PAYOUT_IDENTITY_REQUIRED)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYOUT_IDENTITY_REQUIRED'],
        message: 'must be true in production (D-258)',
      });
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production' });
    if (env.JWT_SECRET === DEV_JWT_SECRET || env.JWT_SECRET.length < 32 || !isStrongSecret(env.JWT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be at least 32 random characters in production (no repeats, runs or patterns: D-248)',
      });
    }
    for (const key of [
      'DARAJA_BASE_URL',
      'DARAJA_CONSUMER_KEY',
      'DARAJA_CONSUMER_SECRET',
      'DARAJA_INITIATOR_NAME',
      'DARAJA_INITIATOR_PASSWORD',
      'DARAJA_CERT_PATH',
      'DARAJA_B2C_SHORTCODE',
    ] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production: M-Pesa' });
    }
    if (env.DARAJA_BASE_URL && !isOutsideService(env.DARAJA_BASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DARAJA_BASE_URL'],
        message:
          'must not be the simulator in production: an https URL with a host name (not an IP address or localhost)',
      });
    }
    if (env.DARAJA_CALLBACK_URL && !isOutsideService(env.DARAJA_CALLBACK_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DARAJA_CALLBACK_URL'],
        message: 'must be public in production: an https URL with a host name (not an IP address or localhost)',
      });
    }
    if (env.DARAJA_PASSKEY === SANDBOX.passkey) {
      ctx.addIssue({
        code: 'custom',
        path: ['DARAJA_PASSKEY'],
        message: "must not be Safaricom's public sandbox passkey in production",
      });
    }
    smsInProduction(env, ctx);
    if (env.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: 'must not be set in production: emulator tokens are unsigned',
      });
    }
  })
  .transform(({ TRUST_PROXY: _, ...env }) => ({
    ...env,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    // The one origin every link the server writes (e-mails, share tags) starts with.
    PUBLIC_URL: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
  }));

export type Env = z.output<typeof schema>;

type SmsSettings = Partial<Record<'SMS_API_URL' | 'SMS_USERNAME' | 'SMS_API_KEY', string>>;

/** Production sends real texts: Africa's Talking itself, never the simulator or its sandbox. */
function smsInProduction(env: SmsSettings, ctx: z.RefinementCtx) {
  for (const key of ['SMS_API_URL', 'SMS_USERNAME', 'SMS_API_KEY'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production: SMS' });
  }
  if (env.SMS_API_URL && !isOutsideService(env.SMS_API_URL)) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_API_URL'],
      message:
        'must not be the simulator in production: an https URL with a host name (not an IP address or localhost)',
    });
  }
  if (env.SMS_USERNAME === 'sandbox' || (env.SMS_API_URL && new URL(env.SMS_API_URL).hostname.includes('sandbox'))) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_USERNAME'],
      message: "must not be Africa's Talking's sandbox in production: it delivers nothing",
    });
  }
}

/**
 * A real outside service (D-152): https and a host name. Listing loopback spellings cannot be
 * complete (0.0.0.0, [::ffff:127.0.0.1], localhost., 2130706433, 0x7f000001 and 0177.0.0.1 all
 * reach this machine), so no IP literal is accepted at all: WHATWG URL has already rewritten every
 * IPv4 spelling as dotted decimal and every IPv6 one in brackets. Safaricom is reached by name.
 */
export function isOutsideService(url: string) {
  const { protocol, hostname } = new URL(url);
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  const ipLiteral = host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host);
  const local = host === 'localhost' || host.endsWith('.localhost');
  return protocol === 'https:' && host !== '' && !ipLiteral && !local;
}

/** No SMS gateway configured: the server starts the SMS simulator and talks to it (never in production). */
export const usesSmsSimulator = (env: Env) => !env.SMS_API_URL;

/** No Daraja configured: the server starts the simulator and talks to it (never in production). */
export const usesSimulator = (env: Env) => !env.DARAJA_BASE_URL;

/** Payments that move no real money (the simulator, or Safaricom's sandbox): labelled 'Test payment'. */
export const testPayments = (env: Env) =>
  !env.DARAJA_BASE_URL ||
  !isOutsideService(env.DARAJA_BASE_URL) ||
  new URL(env.DARAJA_BASE_URL).hostname.startsWith('sandbox.');

/** Reads ./.env into process.env when the file exists (variables already set win). */
export function loadDotEnv(file = '.env') {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Demo mode: no SMTP, so e-mails land in the dev outbox (never in production). */
export const isDemoMode = (env: Env) => !env.SMTP_URL && env.NODE_ENV !== 'production';
