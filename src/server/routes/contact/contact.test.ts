import { describe, expect, it } from 'vitest';
import { outbox } from '#tests/support/accounts.ts';
import { Session, uniqueEmail } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mercy Wambui',
  email_address: uniqueEmail('contact'),
  topic: 'donation',
  message: 'My M-Pesa donation went through twice. Please help.',
  ...overrides,
});

describe('POST /api/contact/', () => {
  it('stores the message and e-mails support, promising an answer within 48 hours', async () => {
    const sent = message();
    const reply = await new Session().post('/contact/', sent);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ message: 'Thank you! We answer every message within 48 hours.' });
    const stored = await testDb()
      .selectFrom('contact_messages')
      .selectAll()
      .where('email_address', '=', sent.email_address)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Mercy Wambui', topic: 'donation' });
    const mail = (await outbox('support@harambee.local')).find((m) => m.text.includes(sent.email_address));
    expect(mail?.subject).toBe('[Contact: donation] Mercy Wambui');
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ email_address: 'nope' }, 'email_address', 'Enter a valid email address'],
    [{ topic: 'spam' }, 'topic', 'Choose a topic'],
    [{ message: ' ' }, 'message', 'Message is required'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters'],
  ])('rejects %o', async (overrides, field, text) => {
    const reply = await new Session().post('/contact/', message(overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.errors[field]).toEqual([text]);
  });

  it('limits one address to 20 messages an hour', async () => {
    const session = new Session();
    for (let i = 0; i < 20; i++) expect((await session.post('/contact/', message())).status).toBe(201);
    expect((await session.post('/contact/', message())).status).toBe(429);
  });
});

describe('GET /api/config/', () => {
  it('tells the web app it runs in demo mode, with test payments, and where the Auth emulator is', async () => {
    const reply = await new Session().get('/config/');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      demo_mode: true,
      test_payments: true,
      platform_fee_percent: 3.5,
      firebase: {
        api_key: 'demo-api-key',
        auth_domain: 'demo-harambee.firebaseapp.com',
        project_id: 'demo-harambee',
        auth_emulator_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      },
    });
  });
});
