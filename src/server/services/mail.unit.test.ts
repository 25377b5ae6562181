import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';
import { createMailer } from './mail.ts';

// An SMTP server that accepts the connection and then says nothing, like a slow one.
const connected: net.Socket[] = [];
const silent = net.createServer((socket) => connected.push(socket));
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const port = (silent.address() as net.AddressInfo).port;

afterAll(() => {
  for (const socket of connected) socket.destroy();
  silent.close();
});

describe('createMailer with SMTP', () => {
  it('hands the mail over without waiting for the SMTP conversation', async () => {
    const mailer = createMailer(loadEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }), {} as Db);
    const outcome = await Promise.race([
      mailer.send({ to: 'a@example.test', subject: 'Reset', text: 'link' }).then(() => 'returned'),
      new Promise((resolve) => setTimeout(() => resolve('waited for SMTP'), 2000)),
    ]);
    expect(outcome).toBe('returned');
    // The delivery itself still goes ahead.
    await expect.poll(() => connected.length, { timeout: 5000 }).toBeGreaterThan(0);
  });
});

describe('createMailer in demo mode', () => {
  it('keeps a private mail (an anonymous donor’s receipt) out of the log, but in the outbox', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-mail-'));
    const { db } = createDb({ dataDir });
    await migrateToLatest(db);
    const lines: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      const mailer = createMailer(loadEnv({ NODE_ENV: 'development' }), db);
      await mailer.send({ to: 'secret@example.test', subject: 'Receipt', text: 'From: Anonymous', private: true });
      await mailer.send({ to: 'open@example.test', subject: 'Code', text: '123456' });
    } finally {
      console.log = log;
    }
    expect(lines.join('\n')).not.toContain('secret@example.test');
    expect(lines.join('\n')).toContain('open@example.test');
    const kept = await db.selectFrom('outbox').select('to_address').execute();
    expect(kept.map((m) => m.to_address).sort()).toEqual(['open@example.test', 'secret@example.test']);
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

/** An SMTP server that takes every message (or refuses each with `refuse`, e.g. '550 No such user'). */
async function recordingSmtp(refuse?: string) {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data: string | null = null;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').slice(0, -1)) {
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^RCPT/i.test(line) && refuse) socket.write(`${refuse}\r\n`);
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, messages, close: () => server.close() };
}

describe('delivering an outbox e-mail (D-218)', () => {
  it('resolves once the server took it, with the row id as its Message-ID', async () => {
    const smtp = await recordingSmtp();
    try {
      const env = loadEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://harambee.ke' });
      await createMailer(env, {} as Db).deliver({ id: 'row-1', to: 'a@example.test', subject: 'Receipt', text: 'x' });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Message-ID: <row-1@harambee.ke>');
    } finally {
      smtp.close();
    }
  });

  it('rejects with the SMTP code of a refusal, which the worker reads as permanent', async () => {
    const smtp = await recordingSmtp('550 No such user');
    try {
      const env = loadEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      const delivery = createMailer(env, {} as Db).deliver({ id: 'r', to: 'b@example.test', subject: 'S', text: 'x' });
      await expect(delivery).rejects.toMatchObject({ responseCode: 550 });
    } finally {
      smtp.close();
    }
  });
});
