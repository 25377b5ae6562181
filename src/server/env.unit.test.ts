import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_SECRET, GOOD_SECRET, production } from '#tests/support/production-env.ts';
import { isDemoMode, loadEnv } from './env.ts';

// loadEnv is always given an explicit object here; process.env of the test run never leaks in.

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
      DARAJA_C2B_VALIDATION: false,
      SMS_SIM_PORT: 8090,
      USD_KES_RATE: 129,
      PAYMENT_FIRST_QUERY_SECONDS: 30,
      PAYMENT_GIVE_UP_SECONDS: 180,
      PAYMENT_REPUSH_SECONDS: 60,
      WEB_DIST_DIR: './dist/web',
      LOG_REQUESTS: false,
      PASSWORD_HASH_MEMORY_KIB: 65_536,
      ESCROW_BUSINESS_DAYS: 5,
      PLATFORM_FEE_PERCENT: 3.5,
      PAYOUT_COOLING_HOURS: 48,
      PAYOUT_IDENTITY_REQUIRED: true,
      PAYOUT_REVIEW_KES: 100_000,
      PAYOUT_QUERY_SECONDS: 60,
      PAYOUT_FUNDING_RETRY_SECONDS: 1800,
      PAYOUT_VERIFY_GRACE_SECONDS: 3600,
      PAYMENT_LATE_QUERY_SECONDS: [600, 3600, 21600, 86400],
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

  it('refuses production with a long JWT_SECRET that is not random: repeats, runs, a word over and over (D-248)', () => {
    for (const weak of [
      'a'.repeat(32),
      'abcdefghijklmnopqrstuvwxyz012345',
      'password'.repeat(4),
      'Harambee2026!'.repeat(3),
    ]) {
      expect(() => loadEnv(production({ JWT_SECRET: weak })), weak).toThrow(/JWT_SECRET: must be at least 32 random/);
    }
    // What .env.example says to run, and 16 random bytes as hex, always pass.
    for (let i = 0; i < 200; i++) {
      for (const strong of [randomBytes(48).toString('base64url'), randomBytes(16).toString('hex')]) {
        expect(loadEnv(production({ JWT_SECRET: strong })).JWT_SECRET).toBe(strong);
      }
    }
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

  it("refuses production with passwords hashed below argon2id's full cost (D-257)", () => {
    expect(loadEnv(production()).PASSWORD_HASH_MEMORY_KIB).toBe(65_536);
    expect(() => loadEnv(production({ PASSWORD_HASH_MEMORY_KIB: '1024' }))).toThrow(
      'PASSWORD_HASH_MEMORY_KIB: must be at least 65536 in production',
    );
    expect(loadEnv({ PASSWORD_HASH_MEMORY_KIB: '1024' }).PASSWORD_HASH_MEMORY_KIB).toBe(1024);
  });

  it('refuses production that lets money leave people nobody checked (D-258)', () => {
    expect(loadEnv(production()).PAYOUT_IDENTITY_REQUIRED).toBe(true);
    expect(() => loadEnv(production({ PAYOUT_IDENTITY_REQUIRED: 'false' }))).toThrow(
      'PAYOUT_IDENTITY_REQUIRED: must be true in production',
    );
    expect(loadEnv({ PAYOUT_IDENTITY_REQUIRED: '0' }).PAYOUT_IDENTITY_REQUIRED).toBe(false);
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
