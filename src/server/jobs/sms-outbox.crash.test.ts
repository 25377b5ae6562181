import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runSmsOutbox } from '#server/jobs/sms-outbox.ts';
import { createSmsClient } from '#server/services/sms/sms-client.ts';
import { waitFor } from '#tests/setup/free-port.ts';
import { startOwnServer } from '#tests/support/own-server.ts';

// The SMS outbox across a real crash (D-210): a server's worker claims a text and is killed while
// the gateway has not answered; the text waits out the claim's lease, then is sent exactly once.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A gateway that reads each request and never answers: the worker is caught mid-send. */
async function hangingGateway() {
  const requests: IncomingMessage[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request) => void requests.push(request));
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

async function simMessages(msisdn: string) {
  const response = await fetch(`${inject('smsSimUrl')}/simulator/messages?to=${msisdn}`);
  return (await response.json()) as { message: string }[];
}

describe('the SMS outbox across a crash', () => {
  it('sends a text whose worker died mid-send once, after the lease, whoever races for it', async () => {
    const gateway = await hangingGateway();
    const server = await startOwnServer('sms-crash', { SMS_API_URL: gateway.url });
    cleanups.push(server.dispose);
    const db = server.db();
    const msisdn = `2547${randomInt(10, 99)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const id = randomUUID();
    await db
      .insertInto('outbox')
      .values({
        id,
        channel: 'sms',
        status: 'pending',
        to_address: msisdn,
        subject: 'crash-test',
        text: `Crash test ${id}`,
        created_at: new Date().toISOString(),
        send_after: null,
      })
      .execute();
    const outboxRow = () => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    // The server's worker claims it and is waiting on the gateway when the process is killed.
    await waitFor(async () => gateway.requests.length === 1, 'the worker to call the gateway', 15_000);
    await server.crash();
    const claimed = await outboxRow();
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(claimed.claimed_until!)).toBeGreaterThan(Date.now());

    // Other workers (this process's, speaking to the real simulator) leave it alone while the lease holds…
    const env = inject('serverEnv');
    const client = createSmsClient({
      apiUrl: inject('smsSimUrl'),
      username: env.SMS_USERNAME!,
      apiKey: env.SMS_API_KEY!,
    });
    const worker = { db, sms: { client } };
    expect(await Promise.all([runSmsOutbox(worker), runSmsOutbox(worker)])).toEqual([0, 0]);
    expect(await simMessages(msisdn)).toEqual([]);

    // …and once it ends (at its own instant, not a minute of the suite's time), exactly one sends it.
    const leaseEnd = Date.parse(claimed.claimed_until!) + 1;
    const sent = await Promise.all([runSmsOutbox(worker, leaseEnd), runSmsOutbox(worker, leaseEnd)]);
    expect(sent.sort()).toEqual([0, 1]);
    expect((await simMessages(msisdn)).map((m) => m.message)).toEqual([`Crash test ${id}`]);
    expect(await outboxRow()).toMatchObject({ status: 'sent', attempts: 2, claimed_until: null });
  });
});
