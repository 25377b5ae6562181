import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
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
