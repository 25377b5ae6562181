import { describe, expect, inject, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { rawRequest } from '#tests/support/api.ts';

// Reset-link poisoning: the e-mailed link carries a live token, so its origin is PUBLIC_URL and
// nothing the request says (Host, X-Forwarded-Host) can send it to another site.

describe('POST /users/forgot-password/ with a forged Host', () => {
  it('e-mails a link on PUBLIC_URL whatever Host the request names', async () => {
    const { email } = await verifiedUser('poison');
    const reply = await rawRequest('/users/forgot-password/', {
      method: 'POST',
      headers: {
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-for': '10.250.0.1',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email_address: email }),
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text).message).toBe(MSG.resetEmailSent);
    const mail = (await outbox(email)).find((m) => /reset/i.test(m.subject));
    expect(mail?.text).not.toContain('attacker.example');
    const link = mail?.text.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0];
    expect(link?.startsWith(`${inject('serverEnv').PUBLIC_URL}/auth/reset-password?token=`)).toBe(true);
  });
});
