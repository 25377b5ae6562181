import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

// What a user does and sees, in a few words each; plus the demo-mode outbox, which stands in for
// the user's inbox (no e-mail leaves the server in tests).

/** Waits until the element is on screen (playwright-core has no auto-waiting `expect`). */
export async function shows(locator: Locator, timeout?: number) {
  await locator.first().waitFor({ state: 'visible', ...(timeout && { timeout }) });
  return locator.first();
}

/** Waits until no matching element is on screen. */
export async function hides(locator: Locator, timeout?: number) {
  await locator.first().waitFor({ state: 'hidden', ...(timeout && { timeout }) });
}

/** The URL's path and query, e.g. '/fundraisers?q=water'. */
export const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The site header (a plain <header> the server draws too), where the logo, links and account menu live. */
export const header = (page: Page) => page.locator('header.site-header');

/** A toast message (at the bottom of the screen). */
export const toastWith = (page: Page, text: string) => page.locator('.toast-host').getByText(text, { exact: true });

export const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.test`;
export const PASSWORD = 'Str0ng!Pass';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The mails sent to an address, newest first (GET /api/dev/outbox in demo mode). */
export async function outbox(email: string): Promise<Mail[]> {
  const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
  return ((await res.json()) as { data: Mail[] }).data;
}

/** The 6-digit code of the newest verification e-mail; waits a little for it to arrive. */
export async function latestCode(email: string, notCode?: string) {
  for (let i = 0; i < 50; i++) {
    const mail = (await outbox(email)).find((m) => /verification code/i.test(m.subject));
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code && code !== notCode) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No ${notCode ? 'new ' : ''}verification code was e-mailed to ${email}`);
}

/** The password-reset link of the newest reset e-mail. */
export async function resetLink(email: string) {
  for (let i = 0; i < 50; i++) {
    for (const mail of await outbox(email)) {
      const link = mail.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=[^\s"'<>]+/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No password-reset link was e-mailed to ${email}`);
}

const postJson = (path: string, body: unknown, cookie?: string) =>
  fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  });

/** A verified account made through the API (for flows that start once an account exists). */
export async function verifiedAccount(tag: string, firstname = 'Achieng', lastname = 'Odhiambo') {
  const email = uniqueEmail(tag);
  const registered = await postJson('/users/register/', {
    firstname,
    lastname,
    email_address: email,
    password: PASSWORD,
    password_confirm: PASSWORD,
  });
  expect(registered.status).toBe(201);
  // The code completes only the sign-up that asked for it: its attempt cookie goes along.
  const attempt = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const verified = await postJson(
    '/users/verify-account/',
    { email_address: email, verification_code: await latestCode(email) },
    attempt,
  );
  expect(verified.status).toBe(200);
  return email;
}
