import { expect, inject } from 'vitest';
import { Session, STRONG_PASSWORD, uniqueEmail } from './api.ts';
import { outbox, verifiedUser } from './accounts.ts';

// Calls and mail readers for the e-mail change tests (src/server/routes/account/account.email-*.test.ts).

export const patchMe = (session: Session, json: Record<string, unknown>) =>
  session.request('/users/me/', { method: 'PATCH', json });
export const askChange = (session: Session, email_address: string, current_password = STRONG_PASSWORD) =>
  patchMe(session, { email_address, current_password });
export const confirm = (session: Session, verification_code: string) =>
  session.post('/users/me/email/confirm/', { verification_code });
export const undo = (token: string) => new Session().post('/users/undo-email-change/', { token });
export const login = (email_address: string, password = STRONG_PASSWORD, session = new Session()) =>
  session.post('/users/login/', { email_address, password });
export const me = async (session: Session) => (await session.get('/users/me/')).body.data.user;

/** The code from the newest confirmation e-mail sent to the new address. */
export async function changeCode(newEmail: string) {
  const mail = (await outbox(newEmail)).find((m) => /confirm your new/i.test(m.subject));
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No confirmation code was e-mailed to ${newEmail}`);
  return code;
}

/** The newest notice sent to the old address, its link checked to start with PUBLIC_URL. */
export async function notice(oldEmail: string) {
  const mail = (await outbox(oldEmail)).find((m) => /about to change/i.test(m.subject));
  expect(mail, 'a notice to the old address').toBeDefined();
  const link = mail!.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  const prefix = `${inject('serverEnv').PUBLIC_URL}/auth/undo-email-change?token=`;
  expect(link.startsWith(prefix), `${link} starts with ${prefix}`).toBe(true);
  expect(link.slice(prefix.length)).toMatch(/^[\w-]{20,}$/);
  return { text: mail!.text, token: new URL(link).searchParams.get('token')! };
}

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A verified user with an e-mail change waiting for its code. */
export async function pendingChange(tag: string) {
  const account = await verifiedUser(tag);
  const newEmail = uniqueEmail(`${tag}-new`);
  expect((await askChange(account.session, newEmail)).status).toBe(200);
  return { ...account, newEmail, code: await changeCode(newEmail) };
}
