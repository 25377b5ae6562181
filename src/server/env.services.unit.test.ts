import { describe, expect, it } from 'vitest';
import { production } from '#tests/support/production-env.ts';
import { loadEnv, testPayments, usesSmsSimulator } from './env.ts';

// The outside services in the environment (Daraja, its payouts, the SMS gateway): production needs
// the real ones and refuses the simulators; outside it the simulators are the default.

describe('loadEnv: outside services', () => {
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
});
