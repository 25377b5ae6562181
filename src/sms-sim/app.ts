import { Hono, type Context } from 'hono';
import { AT_PATHS } from '#shared/africastalking.ts';
import { SMS_SIM_DEFAULTS, type SmsSimConfig } from './config.ts';
import { createReportSender } from './delivery-reports.ts';
import { createIncomingMessages, type IncomingMessages } from './incoming.ts';
import { createMessageStore, type MessageStore } from './messages.ts';

// Africa's Talking's bulk SMS endpoint, answered as Africa's Talking answers it (research
// daraja-money-out.md §4.1), plus /simulator/ controls for tests and demos. In memory only.

export interface SmsSimulator {
  app: Hono;
  config: SmsSimConfig;
  messages: MessageStore;
  incoming: IncomingMessages;
}

// Africa's Talking answers authentication and missing fields in plain text, not JSON.
const unauthorized = (c: Context) => c.text('The supplied authentication is invalid', 401);
const missing = (c: Context, field: string) => c.text(`Request is missing required form field '${field}'`, 400);

async function readForm(c: Context): Promise<Record<string, string>> {
  if (!/application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? '')) return {};
  const params = new URLSearchParams(await c.req.text());
  return Object.fromEntries(params.entries());
}

export function createSmsSimulator(overrides: Partial<SmsSimConfig> = {}): SmsSimulator {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const config: SmsSimConfig = { ...SMS_SIM_DEFAULTS, ...given };
  const messages = createMessageStore();
  const reports = createReportSender(config.deliveryReportUrl);
  const incoming = createIncomingMessages(config.shortcode, config.incomingUrl);
  // An outage told by a test: the next requests get Africa's Talking's plain-text 500.
  let outage = 0;
  const app = new Hono();

  app.get('/', (c) => c.text('SMS simulator'));

  app.post(AT_PATHS.messaging, async (c) => {
    if (outage > 0) {
      outage--;
      return c.text('Internal Server Error', 500);
    }
    if (c.req.header('apikey') !== config.apiKey) return unauthorized(c);
    const form = await readForm(c);
    if (!form.username) return missing(c, 'username');
    if (form.username !== config.username) return unauthorized(c);
    if (!form.to) return missing(c, 'to');
    if (!form.message) return missing(c, 'message');
    // Africa's Talking answers XML unless asked for JSON; this simulator speaks only JSON, so a
    // client that forgot the header finds out here rather than in production.
    if (!/application\/json/i.test(c.req.header('accept') ?? '')) {
      return c.text('This simulator answers only Accept: application/json', 406);
    }
    const numbers = form.to.split(',').map((n) => n.trim());
    const from = form.from?.trim() || null;
    // The registered sender ID, or the account's own shortcode (two-way texts are sent from it).
    const senderOk = from === null || from === config.senderId || from === config.shortcode;
    const answer = messages.send(numbers, form.message, from, senderOk);
    reports.report(answer.SMSMessageData.Recipients);
    return c.json(answer, 201);
  });

  app.get('/simulator/messages', (c) => c.json(messages.list(c.req.query('to'))));
  app.post('/simulator/outage', async (c) => {
    const { requests } = (await c.req.json().catch(() => ({}))) as { requests?: unknown };
    outage = Number.isInteger(requests) && (requests as number) >= 0 ? (requests as number) : 1;
    return c.json({ requests: outage });
  });
  app.put('/simulator/delivery-report-url', async (c) => {
    const { url } = (await c.req.json().catch(() => ({}))) as { url?: unknown };
    reports.setUrl(typeof url === 'string' && URL.canParse(url) ? url : undefined);
    return c.json({ url: typeof url === 'string' && URL.canParse(url) ? url : null });
  });
  app.post('/simulator/delivery-reports/:messageId/repeat', async (c) =>
    c.json({ posted: await reports.repeat(c.req.param('messageId')) }),
  );

  // A phone texting the shortcode (D-236): { from: '+2547…', text, to? }; posted to the incoming URL.
  app.post('/simulator/incoming', async (c) => {
    const outcome = await incoming.receive((await c.req.json().catch(() => ({}))) as Record<string, unknown>);
    if (outcome.kind === 'refused') return c.json({ message: outcome.reason }, outcome.status);
    return c.json(outcome.message, 201);
  });
  app.get('/simulator/incoming', (c) => c.json(incoming.list(c.req.query('from'))));
  app.put('/simulator/incoming-url', async (c) => {
    const { url } = (await c.req.json().catch(() => ({}))) as { url?: unknown };
    const valid = typeof url === 'string' && URL.canParse(url) ? url : undefined;
    incoming.setUrl(valid);
    return c.json({ url: valid ?? null });
  });

  return { app, config, messages, incoming };
}
