import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '#shared/languages.ts';
import { apiUrl } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { liveFundraiser } from '#tests/support/donations.ts';
import { completeFundraiser } from '#tests/support/fundraisers.ts';
import { getPage, islandJson } from '#tests/support/pages.ts';
import { testDb } from '#tests/support/database.ts';
import { openPledge, pledge, pledgeCode, pledgeRow, today } from '../routes/pledges/pledges.test-support.ts';

// The pledge pages the server draws (D-240, D-241), from the real server and the SMS simulator:
// the form at /f/{code}/pledge and its plain posts (taken, the code, confirmed, to the pledge's
// page), the pledger's page /p/{id}?t= with Pay now and Release, and the donation sheet Pay now
// opens, filled in for the pledge.

const origin = () => new URL(apiUrl()).origin;

function post(path: string, fields: Record<string, string>) {
  return fetch(`${origin()}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin() },
    body: new URLSearchParams(fields).toString(),
  });
}

const inputValue = (html: string, name: string) =>
  html.match(new RegExp(`<input [^>]*name="${name}"[^>]*value="([^"]*)"`))?.[1];

describe('GET /f/{code}/pledge', () => {
  it('draws the form as a plain form, saying a pledge is a promise, not for search engines or caches', async () => {
    const { short_code } = await liveFundraiser('Desks for <Nyalenda>');
    const res = await getPage(`/f/${short_code}/pledge`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<title>Pledge to Desks for &lt;Nyalenda&gt; · Harambee</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('A pledge is a promise, not a payment');
    const form = html.match(/<form class="pledge-form"[^>]*>/)?.[0] ?? '';
    expect(form).toContain(`action="/f/${short_code}/pledge"`);
    expect(form).toContain('method="post"');
    for (const name of ['amount', 'plan', 'due_date', 'phone', 'display_name', 'anonymous', 'public', 'email'])
      expect(html, name).toMatch(new RegExp(`<input [^>]*name="${name}"`));
    expect(html).toMatch(/<select [^>]*name="instalments"/);
    expect(html).toMatch(new RegExp(`<input [^>]*type="date"[^>]*min="${today()}"`));
    expect(JSON.parse(islandJson(html))).toMatchObject({ kind: 'pledge', fundraiser: { short_code, live: true } });
  });

  it('says a fundraiser that is not live takes no pledges (409), and knows no unknown code (404)', async () => {
    const { session } = await verifiedUser('pledge-page-pending');
    const pending = await completeFundraiser(session, 'Not yet approved');
    const res = await getPage(`/f/${pending.short_code}/pledge`);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('This fundraiser is not taking pledges');
    expect(html).not.toContain('<form class="pledge-form"');
    expect((await getPage('/f/NoSuchCo/pledge')).status).toBe(404);
  });

  it("shows a Pledge link beside Donate on the fundraiser's page, to the form", async () => {
    const { short_code } = await liveFundraiser();
    const html = await (await getPage(`/f/${short_code}`)).text();
    expect(html).toContain(`<a class="button-outline fp-pledge" href="/f/${short_code}/pledge">Pledge</a>`);
  });
});

describe('the plain pledge form (no script)', () => {
  it('draws the form again with what was typed and the messages, then takes the pledge and asks for its code', async () => {
    const { short_code } = await liveFundraiser();
    const bad = await post(`/f/${short_code}/pledge`, { amount: '5', plan: 'once', due_date: '', phone: '0712' });
    expect(bad.status).toBe(400);
    const again = await bad.text();
    expect(again).toContain('The smallest donation is KES 10');
    expect(again).toContain('Choose the date you will pay by');
    expect(inputValue(again, 'amount')).toBe('5');

    const phone = `07${String(Math.floor(Math.random() * 9e7) + 1e7)}`;
    const taken = await post(`/f/${short_code}/pledge`, {
      amount: '3000',
      plan: 'once',
      due_date: today(),
      instalments: '3',
      period: 'monthly',
      phone,
      display_name: 'Wafula',
    });
    expect(taken.status).toBe(200);
    const step = await taken.text();
    const id = step.match(/action="\/p\/([\w-]+)\/confirm"/)?.[1];
    expect(id).toBeDefined();
    // The phone masked where it is said; 'All at once' sent no instalments, whatever the hidden
    // fields held.
    expect(step).toContain(`We sent a 6-digit code by SMS to 0${phone.slice(1, 4)} ••• ${phone.slice(-3)}.`);
    expect(await pledgeRow(id!)).toMatchObject({ instalments: 1, period: null, state: 'unconfirmed' });

    const wrong = await post(`/p/${id}/confirm`, { code: '12345' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Code from the SMS');

    const code = await pledgeCode(`254${phone.slice(1)}`);
    const right = await post(`/p/${id}/confirm`, { code });
    expect(right.status).toBe(303);
    const location = right.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/p/${id}\\?t=[\\w-]+$`));
    const page = await getPage(location);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Thank you for your promise');
  });
});

describe('GET /p/{id}?t=', () => {
  it("draws the pledge for its link's holder alone: status, figures, Pay now, the paybill and Release", async () => {
    const { short_code } = await liveFundraiser('Roof for Ahero church');
    const made = await openPledge(short_code, { amount: 4500, display_name: 'Njeri' });
    const res = await getPage(`/p/${made.id}?t=${made.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).toContain('<meta name="referrer" content="no-referrer" />');
    expect(html).toContain('Your pledge to Roof for Ahero church');
    expect(html).toContain('>Open<');
    // No script of its own: a phone on 3G has the whole page at once.
    expect(islandJson(html)).toBe('');
    const pay = html.match(/<a class="button-solid button-block my-pledge-pay-now" href="([^"]+)">([^<]+)</);
    expect(pay?.[2]).toMatch(/^Pay Ksh.4,500 now$/);
    const payUrl = new URL(pay![1]!.replace(/&amp;/g, '&'));
    expect(payUrl.pathname).toBe(`/f/${short_code}/donate`);
    expect(Object.fromEntries(payUrl.searchParams)).toEqual({ pledge: made.id, t: made.token, amount: '4500' });
    const row = await pledgeRow(made.id);
    expect(html).toContain(`<strong translate="no">${row.account_number}</strong>`);
    expect(html).toContain(`<form action="/p/${made.id}/release" method="post">`);
    expect(inputValue(html, 't')).toBe(made.token);

    for (const path of [`/p/${made.id}`, `/p/${made.id}?t=wrong${made.token}`, `/p/NoSuchPledge?t=${made.token}`])
      expect((await getPage(path)).status, path).toBe(404);
  });

  it('releases in one posted tap, back to the page saying so, with no Pay now left', async () => {
    const { short_code } = await liveFundraiser();
    const made = await openPledge(short_code, { amount: 2000 });
    const res = await post(`/p/${made.id}/release`, { t: made.token });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/p/${made.id}?t=${made.token}`);
    const html = await (await getPage(res.headers.get('location')!)).text();
    expect(html).toContain('You released this pledge');
    expect(html).not.toContain('my-pledge-pay-now');
    expect(html).not.toContain('/release"');
    expect((await pledgeRow(made.id)).state).toBe('released');
    // A wrong token releases nothing.
    const other = await openPledge(short_code, { amount: 1500 });
    expect((await post(`/p/${other.id}/release`, { t: 'not-it' })).status).toBe(404);
    expect((await pledgeRow(other.id)).state).toBe('confirmed');
  });

  it("speaks Kiswahili on a Kiswahili phone, the form and the pledger's page alike", async () => {
    const { short_code } = await liveFundraiser('Madawati ya shule');
    const made = await openPledge(short_code, { amount: 3000 });
    const sw = { cookie: `${LANGUAGE_COOKIE}=sw` };
    const form = await (await getPage(`/f/${short_code}/pledge`, sw)).text();
    expect(form).toContain('<html lang="sw"');
    expect(form).toContain('Ahadi ni ahadi, si malipo');
    const mine = await (await getPage(`/p/${made.id}?t=${made.token}`, sw)).text();
    expect(mine).toContain('Ahadi yako kwa Madawati ya shule');
    expect(mine).toContain('>Inasubiri<');
    expect(mine).toMatch(/Lipa Ksh.3,000 sasa/);
    expect(mine).toContain('Achilia ahadi yangu');
  });

  it('is no page for an unconfirmed pledge, even with a token-shaped guess', async () => {
    const { short_code } = await liveFundraiser();
    const made = await pledge(short_code);
    expect((await getPage(`/p/${made.id}?t=abcdefghijklmnopqrstuv`)).status).toBe(404);
  });
});

describe("a pledge's Pay now", () => {
  it("fills the sheet in for the pledge: what is due, the pledger's number and name, and the pledge it pays", async () => {
    const { short_code } = await liveFundraiser();
    const made = await openPledge(short_code, { amount: 2500, display_name: 'Kamau' });
    const res = await getPage(`/f/${short_code}/donate?pledge=${made.id}&t=${made.token}&amount=2500`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(inputValue(html, 'amount')).toBe('2500');
    expect(inputValue(html, 'phone')).toBe(`0${made.phone.slice(3)}`);
    expect(inputValue(html, 'display_name')).toBe('Kamau');
    expect(inputValue(html, 'pledge_id')).toBe(made.id);
    expect(inputValue(html, 'pledge_token')).toBe(made.token);
    expect(html).toContain('This payment counts toward your pledge.');
    expect(html).toContain('Your pledge: Ksh\u00a02,500, Ksh\u00a02,500 left to pay');
    // The paybill it offers is the pledge's own account, which credits the pledge (D-232, D-254).
    const pledgeAccount = (await pledgeRow(made.id)).account_number;
    const fundraiserAccount = (
      await testDb()
        .selectFrom('fundraisers')
        .select('account_number')
        .where('short_code', '=', short_code)
        .executeTakeFirstOrThrow()
    ).account_number;
    expect(html).toContain(`<strong translate="no">${pledgeAccount}</strong>`);
    expect(html).not.toContain(`<strong translate="no">${fundraiserAccount}</strong>`);

    // Posted without a script, the donation remembers its pledge (it counts toward it once paid, D-232).
    const posted = await post(`/f/${short_code}/donate`, {
      attempt: inputValue(html, 'attempt')!,
      amount: '2500',
      phone: `0${made.phone.slice(3)}`,
      display_name: 'Kamau',
      pledge_id: made.id,
      pledge_token: made.token,
    });
    expect(posted.status).toBe(303);
    const donationId = posted.headers.get('location')!.split('/').pop()!;
    const donation = await testDb()
      .selectFrom('donations')
      .select('pledge_id')
      .where('id', '=', donationId)
      .executeTakeFirst();
    expect(donation?.pledge_id).toBe(made.id);
  });

  it('is a plain sheet, with no number, for a link that opens no pledge of this fundraiser', async () => {
    const { short_code } = await liveFundraiser();
    const made = await openPledge(short_code);
    const elsewhere = await liveFundraiser('Another harambee');
    for (const path of [
      `/f/${short_code}/donate?pledge=${made.id}&t=wrong&amount=1000`,
      `/f/${elsewhere.short_code}/donate?pledge=${made.id}&t=${made.token}&amount=1000`,
    ]) {
      const html = await (await getPage(path)).text();
      expect(inputValue(html, 'phone') ?? '', path).toBe('');
      expect(html, path).not.toContain('name="pledge_id"');
    }
  });
});
