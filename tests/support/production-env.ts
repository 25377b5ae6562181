// A production environment that loadEnv accepts, for the env tests to vary one variable at a time.

export const DEV_SECRET = 'harambee-development-secret-not-for-production-use';
export const GOOD_SECRET = 'k3Jd9sLq2Vx8Rt5Nw1Zp7Hc4Yb6Mf0Ga';
export const production = (overrides: Record<string, string> = {}) => ({
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
