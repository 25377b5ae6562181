import { describe, expect, it } from 'vitest';
import { isDemoMode, loadEnv, testPayments, usesSmsSimulator } from './env.ts';

// loadEnv is always given an explicit object here; process.env of the test run never leaks in.

const DEV_SECRET = 'harambee-development-secret-not-for-production-use';
const GOOD_SECRET = 'k3Jd9sLq2Vx8Rt5Nw1Zp7Hc4Yb6Mf0Ga';
const production = (overrides: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://harambee.example',
  SMTP_URL: 'smtp://mailer.example.com:587',
  JWT_SECRET: GOOD_SECRET,
  DARAJA_BASE_URL: 'https://api.safaricom.co.ke',
  DARAJA_CONSUMER_KEY: 'key',
  DARAJA_CONSUMER_SECRET: 'secret',
  DARAJA_SHORTCODE: '600123',
  DARAJA_PASSKEY: 'a-real-passkey',
  DARAJA_INITIATOR_NAME: 'harambee-api',
  DARAJA_INITIATOR_PASSWORD: 'a-real-initiator-password',
  DARAJA_CERT_PATH: '/etc/harambee/ProductionCertificate.cer',
  DARAJA_B2C_SHORTCODE: '600456',
  SMS_API_URL: 'https://api.africastalking.com',
  SMS_USERNAME: 'harambee',
  SMS_API_KEY: 'at-key',
  ...overrides,
});

describe('loadEnv', () => {
  it('fills in the development defaults from an empty object', () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      JWT_SECRET: DEV_SECRET,
      MAIL_FROM: 'Harambee <no-reply@harambee.local>',
      SUPPORT_EMAIL: 'support@harambee.local',
      SEED_DEMO: true,
      TRUST_PROXY_HOPS: 0,
      PUBLIC_URL: 'http://localhost:8080',
      FIREBASE_PROJECT_ID: 'demo-harambee',
      FIREBASE_API_KEY: 'demo-api-key',
      DARAJA_SHORTCODE: '174379',
      DARAJA_PASSKEY: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
      DARAJA_TRANSACTION_TYPE: 'CustomerPayBillOnline',
      DARAJA_SIM_PORT: 8089,
      SMS_SIM_PORT: 8090,
      USD_KES_RATE: 129,
      PAYMENT_FIRST_QUERY_SECONDS: 30,
      PAYMENT_GIVE_UP_SECONDS: 180,
      PAYMENT_REPUSH_SECONDS: 60,
      WEB_DIST_DIR: './dist/web',
      LOG_REQUESTS: false,
      ESCROW_BUSINESS_DAYS: 5,
      PLATFORM_FEE_PERCENT: 3.5,
      PAYOUT_COOLING_HOURS: 48,
      PAYOUT_REVIEW_KES: 100_000,
    });
  });

  it('reads numbers and yes/no flags from text', () => {
    const env = loadEnv({ PORT: '3000', SEED_DEMO: '0', TRUST_PROXY_HOPS: '2', LOG_REQUESTS: 'true' });
    expect(env.PORT).toBe(3000);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.TRUST_PROXY_HOPS).toBe(2);
    expect(env.LOG_REQUESTS).toBe(true);
    expect(loadEnv({ SEED_DEMO: '' }).SEED_DEMO).toBe(true);
  });

  it('refuses a bad port or flag, naming the variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadEnv({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('refuses production without SMTP_URL', () => {
    const { SMTP_URL: _, ...noSmtp } = production();
    expect(() => loadEnv(noSmtp)).toThrow('SMTP_URL: is required in production');
    expect(() => loadEnv(production({ SMTP_URL: '' }))).toThrow(/SMTP_URL/);
  });

  it('refuses production with the development JWT_SECRET or none at all', () => {
    expect(() => loadEnv(production({ JWT_SECRET: DEV_SECRET }))).toThrow(
      'JWT_SECRET: must be at least 32 random characters in production',
    );
    const { JWT_SECRET: _, ...noSecret } = production();
    expect(() => loadEnv(noSecret)).toThrow(/JWT_SECRET/);
  });

  it('refuses production with a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadEnv(production({ JWT_SECRET: GOOD_SECRET.slice(0, 31) }))).toThrow(/JWT_SECRET/);
    expect(loadEnv(production({ JWT_SECRET: GOOD_SECRET.slice(0, 32) })).JWT_SECRET).toBe(GOOD_SECRET.slice(0, 32));
  });

  it('names only the problem there is', () => {
    let message = '';
    try {
      loadEnv(production({ JWT_SECRET: 'short' }));
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('JWT_SECRET');
    expect(message).not.toContain('SMTP_URL');
    expect(message).not.toContain('FIREBASE_AUTH_EMULATOR_HOST');
  });

  it('loads production with SMTP_URL and a strong JWT_SECRET', () => {
    const env = loadEnv(production());
    expect(env.NODE_ENV).toBe('production');
    expect(env.SMTP_URL).toBe('smtp://mailer.example.com:587');
    expect(env.JWT_SECRET).toBe(GOOD_SECRET);
  });

  it('refuses production without the payout initiator, its password, certificate or shortcode (D-201)', () => {
    for (const key of [
      'DARAJA_INITIATOR_NAME',
      'DARAJA_INITIATOR_PASSWORD',
      'DARAJA_CERT_PATH',
      'DARAJA_B2C_SHORTCODE',
    ]) {
      const without: Record<string, string> = production();
      delete without[key];
      expect(() => loadEnv(without)).toThrow(`${key}: is required in production: M-Pesa`);
    }
  });

  it('refuses production without Daraja, with the simulator, or with the sandbox passkey', () => {
    const { DARAJA_BASE_URL: _, ...noDaraja } = production();
    expect(() => loadEnv(noDaraja)).toThrow('DARAJA_BASE_URL: is required in production: M-Pesa');
    expect(() => loadEnv(production({ DARAJA_CONSUMER_SECRET: '' }))).toThrow(/DARAJA_CONSUMER_SECRET/);
    expect(() => loadEnv(production({ DARAJA_BASE_URL: 'http://127.0.0.1:8089' }))).toThrow(
      'DARAJA_BASE_URL: must not be the simulator in production',
    );
    expect(() =>
      loadEnv(production({ DARAJA_PASSKEY: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919' })),
    ).toThrow(/sandbox passkey/);
  });

  // Every way to write this machine or "any address" into a URL, as WHATWG URL reads them (D-152).
  const LOCAL_SPELLINGS = [
    'http://127.0.0.1:8089',
    'https://127.0.0.1:8089',
    'https://127.8.9.10',
    'http://0.0.0.0:8089',
    'https://0.0.0.0',
    'https://[::]:8089',
    'https://[::1]:8089',
    'http://[::ffff:127.0.0.1]:8089',
    'https://[::ffff:7f00:1]',
    'https://[0:0:0:0:0:0:0:1]',
    'http://localhost:8089',
    'http://localhost.:8089',
    'https://localhost.',
    'https://LOCALHOST..',
    'https://daraja.localhost',
    'https://sim.localhost.',
    'https://2130706433',
    'https://0x7f000001',
    'https://0177.0.0.1',
    'https://127.1',
    'https://0',
    'https://10.0.0.5',
    'https://192.168.1.20:443',
    'http://api.safaricom.co.ke',
  ];

  it.each(LOCAL_SPELLINGS)('refuses DARAJA_BASE_URL=%s in production', (url) => {
    expect(() => loadEnv(production({ DARAJA_BASE_URL: url }))).toThrow(
      /DARAJA_BASE_URL: must not be the simulator in production/,
    );
  });

  it.each(LOCAL_SPELLINGS)('refuses DARAJA_CALLBACK_URL=%s in production', (url) => {
    expect(() => loadEnv(production({ DARAJA_CALLBACK_URL: url }))).toThrow(/DARAJA_CALLBACK_URL: must be public/);
  });

  it('accepts Safaricom by name, and the simulator outside production', () => {
    expect(loadEnv(production({ DARAJA_BASE_URL: 'https://api.safaricom.co.ke.' })).DARAJA_BASE_URL).toBe(
      'https://api.safaricom.co.ke.',
    );
    expect(loadEnv(production({ DARAJA_CALLBACK_URL: 'https://harambee.example/api' })).DARAJA_CALLBACK_URL).toBe(
      'https://harambee.example/api',
    );
    for (const url of LOCAL_SPELLINGS) expect(loadEnv({ DARAJA_BASE_URL: url }).DARAJA_BASE_URL).toBe(url);
  });

  it('refuses production without SMS credentials, with the SMS simulator or with the sandbox', () => {
    const { SMS_API_URL: _, ...noSms } = production();
    expect(() => loadEnv(noSms)).toThrow('SMS_API_URL: is required in production: SMS');
    expect(() => loadEnv(production({ SMS_API_KEY: '' }))).toThrow(/SMS_API_KEY: is required/);
    expect(() => loadEnv(production({ SMS_USERNAME: '' }))).toThrow(/SMS_USERNAME: is required/);
    expect(() => loadEnv(production({ SMS_USERNAME: 'sandbox' }))).toThrow(/SMS_USERNAME: must not be/);
    expect(() => loadEnv(production({ SMS_API_URL: 'https://api.sandbox.africastalking.com' }))).toThrow(
      /SMS_USERNAME: must not be Africa's Talking's sandbox/,
    );
    expect(() => loadEnv(production({ SMS_SENDER_ID: 'HARAMBEE-KENYA' }))).toThrow(/SMS_SENDER_ID/);
  });

  it.each(LOCAL_SPELLINGS)('refuses SMS_API_URL=%s in production', (url) => {
    expect(() => loadEnv(production({ SMS_API_URL: url }))).toThrow(/SMS_API_URL: must not be the simulator/);
  });

  it('uses the SMS simulator without SMS_API_URL, outside production only', () => {
    expect(usesSmsSimulator(loadEnv({}))).toBe(true);
    expect(usesSmsSimulator(loadEnv({ SMS_API_URL: 'http://127.0.0.1:8090' }))).toBe(false);
    expect(loadEnv(production({ SMS_SENDER_ID: 'HARAMBEE' })).SMS_SENDER_ID).toBe('HARAMBEE');
  });

  it('tells test payments from real ones', () => {
    expect(testPayments(loadEnv({}))).toBe(true);
    expect(testPayments(loadEnv({ DARAJA_BASE_URL: 'https://sandbox.safaricom.co.ke' }))).toBe(true);
    expect(testPayments(loadEnv(production()))).toBe(false);
  });

  it('refuses production with FIREBASE_AUTH_EMULATOR_HOST', () => {
    expect(() => loadEnv(production({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }))).toThrow(
      'FIREBASE_AUTH_EMULATOR_HOST: must not be set in production',
    );
  });

  it('allows the development secret, no SMTP and the emulator outside production', () => {
    const env = loadEnv({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(env.NODE_ENV).toBe('test');
    expect(env.JWT_SECRET).toBe(DEV_SECRET);
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
  });

  it('refuses production without PUBLIC_URL: links are never built from the request', () => {
    const { PUBLIC_URL: _, ...noOrigin } = production();
    expect(() => loadEnv(noOrigin)).toThrow(/PUBLIC_URL: is required in production/);
  });

  it('keeps PUBLIC_URL as a bare origin and defaults it to localhost outside production', () => {
    expect(loadEnv(production({ PUBLIC_URL: 'https://harambee.example/' })).PUBLIC_URL).toBe(
      'https://harambee.example',
    );
    expect(loadEnv({ PORT: '3000' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('seeds demo data by default outside production only, and refuses it in production', () => {
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv(production()).SEED_DEMO).toBe(false);
    expect(() => loadEnv(production({ SEED_DEMO: 'true' }))).toThrow(/SEED_DEMO: must not be set in production/);
  });

  it('refuses the old TRUST_PROXY flag and a hop count that is not a small number', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: is replaced by TRUST_PROXY_HOPS/);
    expect(() => loadEnv({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('refuses an unknown NODE_ENV and a PUBLIC_URL that is not a URL', () => {
    expect(() => loadEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadEnv({ PUBLIC_URL: 'example' })).toThrow(/PUBLIC_URL/);
  });
});

describe('isDemoMode', () => {
  it('is on in development without SMTP', () => {
    expect(isDemoMode(loadEnv({}))).toBe(true);
    expect(isDemoMode(loadEnv({ NODE_ENV: 'test' }))).toBe(true);
  });

  it('is off once SMTP is configured', () => {
    expect(isDemoMode(loadEnv({ SMTP_URL: 'smtp://localhost:25' }))).toBe(false);
  });

  it('is never on in production', () => {
    expect(isDemoMode(loadEnv(production()))).toBe(false);
    // Even an Env built by hand without SMTP (loadEnv would refuse it) is not demo mode in production.
    expect(isDemoMode({ ...loadEnv(production()), SMTP_URL: undefined })).toBe(false);
  });
});
