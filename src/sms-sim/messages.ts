import { randomBytes } from 'node:crypto';
import {
  AT_STATUS,
  KENYAN_E164,
  SMS_MAGIC_NUMBERS,
  type AtRecipient,
  type AtStatusCode,
} from '#shared/africastalking.ts';
import { smsParts } from '#shared/sms-parts.ts';

// What the simulator keeps: every message it was asked to send, one entry per recipient, in
// memory (it starts empty and ends with the process).

export interface StoredMessage {
  messageId: string;
  to: string;
  from: string | null;
  message: string;
  statusCode: AtStatusCode;
  status: string;
  parts: number;
  receivedAt: string;
}

/** A sample of Africa's Talking's Kenyan price per part (research §4.1: KES 0.80). */
const KES_PER_PART = 0.8;

const messageId = () => `ATXid_${randomBytes(16).toString('hex')}`;

export function createMessageStore() {
  const messages: StoredMessage[] = [];

  function codeFor(to: string, senderOk: boolean): AtStatusCode {
    if (!KENYAN_E164.test(to)) return 403;
    if (!senderOk) return 402;
    return SMS_MAGIC_NUMBERS[to] ?? 101;
  }

  return {
    /** Sends `message` to each number; answers each recipient as Africa's Talking does. */
    send(numbers: string[], message: string, from: string | null, senderOk: boolean) {
      const { parts } = smsParts(message);
      const recipients: AtRecipient[] = numbers.map((to) => {
        const statusCode = codeFor(to, senderOk);
        const sent = statusCode === 101;
        const id = sent ? messageId() : 'None';
        messages.push({
          messageId: id,
          to,
          from,
          message,
          statusCode,
          status: AT_STATUS[statusCode],
          parts,
          receivedAt: new Date().toISOString(),
        });
        const cost = sent ? `KES ${(KES_PER_PART * parts).toFixed(4)}` : '0';
        return { statusCode, number: to, status: AT_STATUS[statusCode], cost, messageId: id };
      });
      const sent = recipients.filter((r) => r.statusCode === 101).length;
      const total = sent * parts * KES_PER_PART;
      return {
        SMSMessageData: {
          Message: `Sent to ${sent}/${numbers.length} Total Cost: KES ${total.toFixed(4)}`,
          Recipients: recipients,
        },
      };
    },

    /** Newest first; `to` in any spelling (+2547…, 2547…). */
    list(to?: string) {
      const digits = to?.replace(/\D/g, '');
      const chosen = digits ? messages.filter((m) => m.to.replace(/\D/g, '') === digits) : messages;
      return [...chosen].reverse();
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;
