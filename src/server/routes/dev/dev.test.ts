import { describe, expect, it } from 'vitest';
import { Session, uniqueEmail } from '#tests/support/api.ts';
import { register } from '#tests/support/accounts.ts';

// GET /dev/outbox?to=…: in demo mode (no SMTP), e-mails land here instead of being sent.

interface Mail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

const readOutbox = (to: string) => new Session().get<{ data: Mail[] }>(`/dev/outbox?to=${encodeURIComponent(to)}`);
const codeIn = (mail: Mail) => mail.text.match(/verification code is (\d{6})\./)?.[1];

describe('GET /dev/outbox', () => {
  it('returns the verification e-mail sent at sign-up', async () => {
    const { email, reply: registered } = await register(new Session(), { email_address: uniqueEmail('outbox') });
    expect(registered.status).toBe(201);

    const reply = await readOutbox(email);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.data).toHaveLength(1);
    const [mail] = reply.body.data;
    expect(Object.keys(mail!).sort()).toEqual(['created_at', 'subject', 'text', 'to']);
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toMatch(/^Your Harambee verification code: \d{6}$/);
    expect(mail!.text).toContain('Hello Achieng,');
    expect(codeIn(mail!)).toBe(mail!.subject.slice(-6));
    expect(Number.isNaN(Date.parse(mail!.created_at))).toBe(false);
  });

  it('lists the newest e-mail first after a resend, with a new code', async () => {
    const session = new Session();
    const { email } = await register(session, { email_address: uniqueEmail('resend') });
    const first = (await readOutbox(email)).body.data;
    expect(first).toHaveLength(1);

    const resent = await session.post('/users/resend-verification-code/', { email_address: email });
    expect(resent.status).toBe(200);

    const { data } = (await readOutbox(email)).body;
    expect(data).toHaveLength(2);
    expect(data[1]).toEqual(first[0]);
    expect(data[0]!.created_at >= data[1]!.created_at).toBe(true);
    const [newest, oldest] = [codeIn(data[0]!), codeIn(data[1]!)];
    expect(newest).toMatch(/^\d{6}$/);
    expect(oldest).toMatch(/^\d{6}$/);
    expect(newest).not.toBe(oldest);
  });

  it('matches the address without regard to case', async () => {
    const { email } = await register(new Session(), { email_address: uniqueEmail('case') });
    const reply = await readOutbox(email.toUpperCase());
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((m) => m.to)).toEqual([email]);
  });

  it('shows nothing for an address that got no mail', async () => {
    const reply = await readOutbox(uniqueEmail('nobody'));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: [] });
  });

  it('answers 400 when `to` is missing', async () => {
    const reply = await new Session().get('/dev/outbox');
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors)).toEqual(['to']);
    expect(typeof reply.body.message).toBe('string');
  });

  it('answers 400 with a hint when `to` is empty', async () => {
    const reply = await new Session().get('/dev/outbox?to=%20');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'Give the address as ?to=', errors: { to: ['Give the address as ?to='] } });
  });
});

describe('GET /api/dev/sms-outbox', () => {
  it('answers 400 with a hint unless `to` is a Kenyan mobile number', async () => {
    const hint = 'Give a Kenyan mobile number as ?to=2547XXXXXXXX';
    for (const path of ['/dev/sms-outbox', '/dev/sms-outbox?to=', '/dev/sms-outbox?to=0201234567']) {
      const reply = await new Session().get(path);
      expect(reply.status, path).toBe(400);
      expect(reply.body.errors.to, path).toEqual([hint]);
    }
  });

  it('shows nothing for a number that got no text, in any spelling', async () => {
    for (const to of ['254799000111', '0799000111', '%2B254799000111']) {
      const reply = await new Session().get(`/dev/sms-outbox?to=${to}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ data: [] });
    }
  });
});
