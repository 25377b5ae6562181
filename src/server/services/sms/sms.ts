import type { Env } from '../../env.ts';
import { createSmsClient, type SmsClient } from './sms-client.ts';

export interface Sms {
  client: SmsClient;
  /** The gateway the server talks to: the one configured, or the simulator it started. */
  apiUrl: string;
  /** Asks the outbox worker to look now (a code was just written) instead of at its next tick. */
  wake(): void;
  onWake(listener: () => void): void;
}

/** The simulator's username and key when the server starts it itself (documented in .env.example). */
export const SMS_SIMULATOR_CREDENTIALS = { username: 'sandbox', apiKey: 'harambee-sms-sim-key' } as const;

/**
 * The two-way shortcode pledgers text STOP to (D-236): the configured one, or outside production
 * the simulator's (its default, which the server also gives the simulator it starts); null when
 * production has none, and the texts then say "Reply STOP".
 */
export const SMS_SIMULATOR_SHORTCODE = '22384';
export const smsShortcode = (env: Pick<Env, 'SMS_SHORTCODE' | 'NODE_ENV'>) =>
  env.SMS_SHORTCODE ?? (env.NODE_ENV === 'production' ? null : SMS_SIMULATOR_SHORTCODE);

/** Where the SMS simulator listens when the server runs it (main.ts starts it there). */
export const smsSimulatorUrl = (env: Env) => `http://127.0.0.1:${env.SMS_SIM_PORT}`;

export function createSms(env: Env): Sms {
  const apiUrl = env.SMS_API_URL ?? smsSimulatorUrl(env);
  const client = createSmsClient({
    apiUrl,
    username: env.SMS_USERNAME ?? SMS_SIMULATOR_CREDENTIALS.username,
    apiKey: env.SMS_API_KEY ?? SMS_SIMULATOR_CREDENTIALS.apiKey,
    senderId: env.SMS_SENDER_ID,
  });
  const listeners = new Set<() => void>();
  return {
    client,
    apiUrl,
    wake: () => listeners.forEach((listener) => listener()),
    onWake: (listener) => void listeners.add(listener),
  };
}
