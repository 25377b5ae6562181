import { createServer as createTcpServer, type Socket } from 'node:net';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runMailOutbox } from '#server/jobs/mail-outbox.ts';
import { runSmsOutbox } from '#server/jobs/sms-outbox.ts';
import type { Mail } from '#server/services/mail.ts';
import { createSmsClient } from '#server/services/sms/sms-client.ts';
import { waitFor } from '#tests/setup/free-port.ts';
import { startSmsSimulator } from '#tests/setup/sms-simulator.ts';
import { Session } from '#tests/support/api.ts';
import { freshPhone } from '#tests/support/donations.ts';
import { liveFundraiserIn, startOwnServer, type OwnDb } from '#tests/support/own-server.ts';

// A donation's receipts through the outbox (D-218, D-219), on a server of the test's own: killed
// after settling and before sending, each receipt is still sent exactly once; a gateway that fails
// gets the text again later, once.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Takes each connection and never answers: an SMS gateway mid-request, or an SMTP server before its greeting. */
async function silentServer(kind: 'http' | 'tcp') {
  const sockets = new Set<Socket>();
  const requests: IncomingMessage[] = [];
  const server = kind === 'http' ? createServer((request) => void requests.push(request)) : createTcpServer();
  server.on('connection', (socket: Socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return { port: (server.address() as AddressInfo).port, requests, sockets };
}

const msisdnOf = (phone: string) => `254${phone.slice(1)}`;

async function simMessages(simUrl: string, msisdn: string) {
  return (await (await fetch(`${simUrl}/simulator/messages?to=${msisdn}`)).json()) as { message: string }[];
}

const outboxOf = (db: OwnDb, to: string) =>
  db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('created_at').execute();

/** A succeeded STK donation with an address, as a donor makes it, on `server`. */
async function paidDonation(server: Awaited<ReturnType<typeof startOwnServer>>, email: string) {
  const f = await liveFundraiserIn(server.db());
  await server
    .db()
    .insertInto('fundraiser_details')
    .values({
      fundraiser_id: f.id,
      kind: 'personal',
      title: 'Water tank for Kisumu school',
      details: 'A tank for the school.',
      goal_minor: 10_000_000,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    } as never)
    .execute();
  const phone = freshPhone();
  const donor = new Session(undefined, server.api);
  const started = await donor.post('/donations/', {
    short_code: f.shortCode,
    amount: 500,
    phone,
    display_name: 'Kamau Njoroge',
    email,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const id = started.body.data.id as string;
  await waitFor(
    async () => (await donor.get(`/donations/${id}/`)).body.data.status === 'succeeded',
    'the payment to succeed',
    20_000,
  );
  const row = await server.db().selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { ...f, msisdn: msisdnOf(phone), receipt: row.mpesa_receipt! };
}

const suiteSmsClient = (apiUrl: string) => {
  const env = inject('serverEnv');
  return createSmsClient({ apiUrl, username: env.SMS_USERNAME!, apiKey: env.SMS_API_KEY!, senderId: 'HARAMBEE' });
};

describe('receipts through the outbox', () => {
  it('kill -9 after settling, before sending: exactly one receipt SMS and one receipt e-mail', async () => {
    const gateway = await silentServer('http');
    const smtp = await silentServer('tcp');
    const server = await startOwnServer('receipt-crash', {
      SMS_API_URL: `http://127.0.0.1:${gateway.port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    cleanups.push(server.dispose);
    const email = `donor-${Date.now()}@example.test`;
    const paid = await paidDonation(server, email);

    // Both workers have taken their receipt and are waiting on the gateway and on SMTP: kill -9.
    await waitFor(async () => gateway.requests.length === 1 && smtp.sockets.size >= 1, 'both sends to start', 15_000);
    await server.crash();
    const db = server.db();
    const [sms] = await outboxOf(db, paid.msisdn);
    const [mail] = await outboxOf(db, email);
    expect(sms).toMatchObject({ channel: 'sms', status: 'pending', attempts: 1, subject: 'donation-receipt' });
    expect(sms!.text).toBe(
      `Asante Kamau! KES 500 to 'Water tank for Kisumu school' received. M-Pesa ref ${paid.receipt}. localhost:${new URL(server.env.PUBLIC_URL!).port}/f/${paid.shortCode}`,
    );
    expect(mail).toMatchObject({ channel: 'email', status: 'pending', attempts: 1, private: 1 });

    // Two workers race once the leases end: each receipt goes once, and then never again.
    const smsUrl = inject('smsSimUrl');
    const delivered: (Mail & { id: string })[] = [];
    const worker = {
      db,
      sms: { client: suiteSmsClient(smsUrl) },
      mailer: { deliver: async (m: Mail & { id: string }) => void delivered.push(m) },
    };
    const leaseEnd = Math.max(Date.parse(sms!.claimed_until!), Date.parse(mail!.claimed_until!)) + 1;
    const round = () =>
      Promise.all([runSmsOutbox(worker, leaseEnd), runSmsOutbox(worker, leaseEnd), runMailOutbox(worker, leaseEnd)]);
    await round();
    await round();
    expect((await simMessages(smsUrl, paid.msisdn)).map((m) => m.message)).toEqual([sms!.text]);
    expect(delivered.map((m) => [m.to, m.id])).toEqual([[email, mail!.id]]);
    expect(delivered[0]!.text).toContain(paid.receipt);
    expect((await outboxOf(db, paid.msisdn)).map((r) => [r.status, r.attempts])).toEqual([['sent', 2]]);
    expect((await outboxOf(db, email)).map((r) => [r.status, r.attempts])).toEqual([['sent', 2]]);
  }, 90_000);

  it('a gateway that fails gets the receipt again after its back-off, and it is sent once', async () => {
    const sim = await startSmsSimulator();
    cleanups.push(sim.stop);
    const server = await startOwnServer('receipt-retry', sim.serverEnv);
    cleanups.push(server.dispose);
    await fetch(`${sim.url}/simulator/outage`, { method: 'POST', body: JSON.stringify({ requests: 1 }) });
    const paid = await paidDonation(server, `retry-${Date.now()}@example.test`);
    const db = server.db();
    await waitFor(async () => (await outboxOf(db, paid.msisdn))[0]?.last_error != null, 'the failed try', 15_000);
    const [failed] = await outboxOf(db, paid.msisdn);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('HTTP 500') });
    expect(await simMessages(sim.url, paid.msisdn)).toEqual([]);

    // Its back-off (30 s) over, two workers race for it: one sends it, and nothing sends it again.
    const worker = { db, sms: { client: suiteSmsClient(sim.url) } };
    const later = Date.parse(failed!.send_after!) + 1;
    expect((await Promise.all([runSmsOutbox(worker, later), runSmsOutbox(worker, later)])).sort()).toEqual([0, 1]);
    expect(await runSmsOutbox(worker, later + 3600_000)).toBe(0);
    expect((await simMessages(sim.url, paid.msisdn)).map((m) => m.message)).toEqual([failed!.text]);
    expect(await outboxOf(db, paid.msisdn)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  }, 90_000);
});
