import { AT_PATHS, AT_PERMANENT_CODES, AT_SUCCESS_CODES, atResponseSchema } from '#shared/africastalking.ts';

// Africa's Talking's bulk SMS API over fetch (research daraja-money-out.md §4.1): the same client
// talks to Africa's Talking and to the simulator (src/sms-sim).

export interface SmsConfig {
  /** https://api.africastalking.com, its sandbox, or the simulator. */
  apiUrl: string;
  username: string;
  apiKey: string;
  /** A registered alphanumeric sender ID; without it the account's default sends. */
  senderId?: string;
  timeoutMs?: number;
}

/** What the gateway said about one recipient. */
export type SmsOutcome =
  | { kind: 'sent'; messageId: string | null; statusCode: number }
  /** Refused for this recipient; `permanent` when sending again can never help (402/403/404/406). */
  | { kind: 'refused'; statusCode: number; status: string; permanent: boolean };

/** No answer for the recipient (network, HTTP status, a body we cannot read): try again later. */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

export function createSmsClient(config: SmsConfig, fetchImpl: typeof fetch = fetch) {
  const timeoutMs = config.timeoutMs ?? 15_000;
  const url = new URL(AT_PATHS.messaging, config.apiUrl);

  return {
    /** Sends one text to one number (E.164, +2547…). Never puts the number in an error. */
    async send(to: string, message: string): Promise<SmsOutcome> {
      const form = new URLSearchParams({ username: config.username, to, message });
      if (config.senderId) form.set('from', config.senderId);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            apiKey: config.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new SmsGatewayError(`no answer: ${err instanceof Error ? err.message : String(err)}`);
      }
      // Africa's Talking answers errors (401 bad key or username, 400 a missing field) in plain text.
      if (!response.ok) {
        const text = (await response.text().catch(() => '')).slice(0, 200);
        throw new SmsGatewayError(`HTTP ${response.status}: ${text}`, response.status);
      }
      const parsed = atResponseSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new SmsGatewayError('an answer without SMSMessageData.Recipients');
      const { Recipients: recipients, Message: summary } = parsed.data.SMSMessageData;
      const recipient = recipients.find((r) => r.number === to) ?? recipients[0];
      // No recipient at all: the whole request was refused (e.g. "InvalidSenderId").
      if (!recipient) return { kind: 'refused', statusCode: 0, status: summary.slice(0, 100), permanent: false };
      if (AT_SUCCESS_CODES.includes(recipient.statusCode)) {
        const messageId = recipient.messageId && recipient.messageId !== 'None' ? recipient.messageId : null;
        return { kind: 'sent', messageId, statusCode: recipient.statusCode };
      }
      return {
        kind: 'refused',
        statusCode: recipient.statusCode,
        status: recipient.status,
        permanent: AT_PERMANENT_CODES.includes(recipient.statusCode),
      };
    },
  };
}

export type SmsClient = ReturnType<typeof createSmsClient>;
