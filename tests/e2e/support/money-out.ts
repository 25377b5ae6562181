import { randomInt } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { LANGUAGE_COOKIE, type Language } from '#shared/languages.ts';
import { enResources } from '#web/locales/en/index.ts';
import { swResources } from '#web/locales/sw/index.ts';
import { latestCode, outbox } from '../../support/accounts.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from '../../support/api.ts';
import { completeFundraiser, upload } from '../../support/fundraisers.ts';
import { imageFile, png } from '../../support/images.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../setup/chromium.ts';
import { shows } from './app.ts';
import { PHONE } from './browser.ts';
import { startOwnE2eServer } from './own-server.ts';

// Money out in the browser needs settings the suite's server must not have (money available at
// once, no cooling after a destination change, payouts asked about within a second), so it runs a
// server of its own on the suite's build, simulators and emulator; every address and code it uses
// is read back from that server's demo outboxes.

export const startMoneyOutServer = () =>
  startOwnE2eServer('money', {
    ESCROW_BUSINESS_DAYS: '0',
    PAYOUT_COOLING_HOURS: '0',
    PAYOUT_QUERY_SECONDS: '1',
    PLATFORM_FEE_PERCENT: '3.5',
  });

export type MoneyOutServer = Awaited<ReturnType<typeof startMoneyOutServer>>;

type Tree = { readonly [key: string]: string | Tree };
const CATALOGUES = { en: enResources, sw: swResources } as unknown as Record<Language, Record<string, Tree>>;

/** The catalogue's text at `ns:key.path` in `language`, its {{placeholders}} filled: what the screen says. */
export const wordsIn =
  (language: Language) =>
  (key: string, values: Record<string, string | number> = {}): string => {
    const [ns, dotted] = key.split(':') as [string, string];
    const text = dotted
      .split('.')
      .reduce<string | Tree | undefined>((node, part) => (node as Tree)?.[part], CATALOGUES[language][ns]);
    if (typeof text !== 'string') throw new Error(`No text ${key} in ${language}`);
    return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`${key} needs {{${name}}}`);
      return String(values[name]);
    });
  };

/**
 * A verified account made through the API, in `language` (its codes, e-mails and the app follow
 * the account's language), with a session of its own for the steps taken through the API.
 */
export async function accountIn(api: string, language: Language, tag: string, firstname: string, lastname: string) {
  const session = new Session(undefined, api);
  const email = uniqueEmail(tag);
  const registered = await session.post(
    '/users/register/',
    {
      firstname,
      lastname,
      email_address: email,
      password: STRONG_PASSWORD,
      password_confirm: STRONG_PASSWORD,
      terms_accepted: true,
    },
    { 'accept-language': language },
  );
  expect(registered.status).toBe(201);
  const verified = await session.post('/users/verify-account/', {
    email_address: email,
    verification_code: await latestCode(email, api),
  });
  expect(verified.status).toBe(200);
  return { session, email };
}

/** A live fundraiser of `owner`: details, a photo, approved by the server's reviewer. */
export async function liveFundraiserOf(server: MoneyOutServer, owner: Session, title: string, photos = 1) {
  const { id, short_code } = await completeFundraiser(owner, title);
  if (photos > 1) {
    const more = await Promise.all(Array.from({ length: photos - 1 }, async () => imageFile(await png(), 'photo.png')));
    expect((await upload(owner, id, more)).status).toBe(201);
  }
  expect((await server.reviewer.post(`/moderation/fundraisers/${short_code}/approve/`)).status).toBe(200);
  return short_code;
}

const until = async <T>(what: string, probe: () => Promise<T | undefined>, seconds = 20): Promise<T> => {
  for (let i = 0; i < seconds * 5; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not happen within ${seconds} s`);
};

/** Texts the server wrote to `msisdn`, newest first (GET /api/dev/sms-outbox in demo mode). */
export async function textsTo(api: string, msisdn: string) {
  const reply = await new Session(undefined, api).get(`/dev/sms-outbox?to=${msisdn}`);
  expect(reply.status).toBe(200);
  return reply.body.data as { text: string }[];
}

/** The 6-digit code of a text written to `msisdn` after the first `before` ones (a count taken earlier). */
export const codeTextedAfter = (api: string, msisdn: string, before: number) =>
  until(`a code texted to ${msisdn}`, async () => {
    const texts = await textsTo(api, msisdn);
    return texts
      .slice(0, texts.length - before)
      .map((t) => /\b(\d{6})\b/.exec(t.text)?.[1])
      .find(Boolean);
  });

/** Gives the account a verified phone for codes through the API (the screen for it is tested on the owner). */
export async function verifyPhoneByApi(api: string, session: Session, msisdn: string) {
  expect((await session.request('/users/me/phone/', { method: 'PUT', json: { phone: msisdn } })).status).toBe(202);
  const code = await codeTextedAfter(api, msisdn, 0);
  expect((await session.post('/users/me/phone/confirm/', { code })).status).toBe(200);
}

/** The invitation link e-mailed to `email`, as the person would open it. */
export const invitationLink = (api: string, email: string) =>
  until(`an invitation e-mailed to ${email}`, async () =>
    (await outbox(email, api))
      .map((m) => /https?:\/\/\S+\/treasurer-invitations\/accept\?token=[\w-]+/.exec(m.text)?.[0])
      .find(Boolean),
  );

/** A phone-sized tab of a person of their own (cookies, storage) in `language`, scripts on or off. */
export async function personTab(browser: Browser, base: string, language: Language, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: PHONE,
    locale: 'en-KE',
    timezoneId: 'Africa/Nairobi',
    javaScriptEnabled,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  // This device's language choice, as the language switch leaves it.
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: base }]);
  return context.newPage();
}

export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--headless', ...CHROMIUM_FLAGS] });

/** Signs in on the sign-in screen (in the page's language) and waits to be back at `redirect`'s path. */
export async function signInOnScreen(page: Page, say: ReturnType<typeof wordsIn>, email: string, redirect: string) {
  if (!new URL(page.url()).pathname.startsWith('/auth/login'))
    await page.goto(`/auth/login?redirect=${encodeURIComponent(redirect)}`);
  await (await shows(page.getByLabel(say('common:auth.email'), { exact: true }))).fill(email);
  await page.getByLabel(say('common:auth.password'), { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: say('common:auth.signIn'), exact: true }).click();
  const target = redirect.split('?')[0];
  await page.waitForURL((url) => url.pathname === target);
}

/** Polls `read` until it answers with `status` (the server's own view, while the screen waits). */
export const waitForStatus = (what: string, read: () => Promise<{ status: string }>, status: string, seconds = 30) =>
  until(
    `${what} ${status}`,
    async () => {
      const now = await read();
      return now.status === status ? now : undefined;
    },
    seconds,
  );

/** What the Daraja simulator was asked to pay (GET /simulator/payouts, Daraja's field names). */
export interface SimPayout {
  PartyB: string;
  Amount: number;
  TransactionID: string;
  ResultCode: number | null;
  paid: boolean;
}

export const simPayouts = async (simUrl: string) =>
  (await (await fetch(`${simUrl}/simulator/payouts`)).json()) as SimPayout[];

/** Tells the simulator whose number it is, so M-Pesa's name for it agrees with the owner's. */
export async function registerMpesaName(simUrl: string, msisdn: string, name: string) {
  const reply = await fetch(`${simUrl}/simulator/subscribers/${msisdn}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(reply.status).toBe(200);
}

/** A Kenyan mobile as 07…, and the same as the server stores it (2547…). */
export const freshMobile = () => {
  const local = `07${String(randomInt(10_000_000, 99_999_999))}`;
  return { local, msisdn: `254${local.slice(1)}` };
};

/**
 * The file's own money-out server and Chromium, started together before its tests and stopped
 * after them; read `.server` and `.browser` inside the tests.
 */
export function useMoneyOut() {
  const run = {} as { server: MoneyOutServer; browser: Browser };
  beforeAll(async () => {
    [run.server, run.browser] = await Promise.all([startMoneyOutServer(), launchChromium()]);
  });
  afterAll(async () => {
    await run.browser?.close();
    await run.server?.stop();
  });
  return run;
}
