import { randomBytes, randomUUID } from 'node:crypto';
import { KENYAN_E164 } from '#shared/africastalking.ts';

// Incoming messages (two-way SMS, research §4.1, D-236): a phone texts one of the account's
// shortcodes, and Africa's Talking posts the message, form-encoded, to the "incoming messages"
// callback URL set in its dashboard: from, to, text, date, id, networkCode and linkId (the last
// only matters to premium services). Only a shortcode of the account reaches it; a text to any
// other number goes elsewhere. Posted once; with no URL set the message is kept and posted nowhere.

const SAFARICOM = '63902';

export interface IncomingMessage {
  id: string;
  from: string;
  to: string;
  text: string;
  date: string;
  linkId: string;
  /** Whether the callback answered 2xx (false: no URL, no answer, or an error status). */
  posted: boolean;
  /** The callback's HTTP status, or null. */
  callbackStatus: number | null;
}

export type IncomingOutcome =
  { kind: 'posted'; message: IncomingMessage } | { kind: 'refused'; status: 400 | 404; reason: string };

export function createIncomingMessages(shortcode: string, initialUrl: string | undefined) {
  let url = initialUrl;
  const messages: IncomingMessage[] = [];

  async function post(message: IncomingMessage) {
    if (!url) return null;
    const { id, from, to, text, date, linkId } = message;
    const form = new URLSearchParams({ from, to, text, date, id, linkId, networkCode: SAFARICOM });
    return fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => response.status,
      () => null,
    );
  }

  return {
    shortcode,
    /** A phone (+2547…) texts `to` (the account's shortcode unless given). */
    async receive(input: { from?: unknown; to?: unknown; text?: unknown }): Promise<IncomingOutcome> {
      const from = typeof input.from === 'string' ? input.from.trim() : '';
      if (!KENYAN_E164.test(from)) return { kind: 'refused', status: 400, reason: 'from: a Kenyan mobile as +2547…' };
      const to = typeof input.to === 'string' && input.to.trim() ? input.to.trim() : shortcode;
      // A text to a number the account does not hold never reaches it.
      if (to !== shortcode) return { kind: 'refused', status: 404, reason: `${to} is not a shortcode of this account` };
      const message: IncomingMessage = {
        id: randomUUID(),
        from,
        to,
        text: typeof input.text === 'string' ? input.text : '',
        date: new Date().toISOString(),
        linkId: randomBytes(12).toString('hex'),
        posted: false,
        callbackStatus: null,
      };
      messages.push(message);
      message.callbackStatus = await post(message);
      message.posted = message.callbackStatus !== null && message.callbackStatus < 300;
      return { kind: 'posted', message };
    },
    /** Newest first; `from` in any spelling. */
    list(from?: string) {
      const digits = from?.replace(/\D/g, '');
      const chosen = digits ? messages.filter((m) => m.from.replace(/\D/g, '') === digits) : messages;
      return [...chosen].reverse();
    },
    setUrl(next: string | undefined) {
      url = next;
    },
  };
}

export type IncomingMessages = ReturnType<typeof createIncomingMessages>;
