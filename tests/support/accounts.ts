import { expect } from 'vitest';
import { Session, STRONG_PASSWORD, uniqueEmail } from './api.ts';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export async function outbox(email: string, api?: string): Promise<OutboxMail[]> {
  const reply = await new Session(undefined, api).get<{ data: OutboxMail[] }>(
    `/dev/outbox?to=${encodeURIComponent(email)}`,
  );
  expect(reply.status).toBe(200);
  return reply.body.data;
}

/** The newest 6-digit code e-mailed to the address (by the suite's server, or the one at `api`). */
export async function latestCode(email: string, api?: string) {
  // Either language's code e-mail (a sign-up keeps the language of its request).
  const mail = (await outbox(email, api)).find((m) => /verification code|msimbo wako wa uthibitisho/i.test(m.subject));
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No verification code was e-mailed to ${email}`);
  return code;
}

export async function register(session: Session, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email_address as string) ?? uniqueEmail();
  const reply = await session.post('/users/register/', {
    firstname: 'Achieng',
    lastname: 'Odhiambo',
    email_address: email,
    password: STRONG_PASSWORD,
    password_confirm: STRONG_PASSWORD,
    terms_accepted: true,
    ...overrides,
  });
  return { email, reply };
}

/** A new, verified, signed-in user: sign up, read the code from the outbox, verify. */
export async function verifiedUser(tag = 'user', api?: string, names?: { firstname: string; lastname: string }) {
  const session = new Session(undefined, api);
  const { email, reply } = await register(session, { email_address: uniqueEmail(tag), ...names });
  expect(reply.status).toBe(201);
  const verified = await session.post('/users/verify-account/', {
    email_address: email,
    verification_code: await latestCode(email, api),
  });
  expect(verified.status).toBe(200);
  return { session, email, user: verified.body.data.user as { id: string; email_address: string } };
}
