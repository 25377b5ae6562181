import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { freshPhone, liveFundraiser } from '#tests/support/donations.ts';
import { completeFundraiser } from '#tests/support/fundraisers.ts';
import { getPage, islandJson } from '#tests/support/pages.ts';

// The donation sheet without JavaScript, from the real server and the real Daraja simulator:
// /f/{code}/donate drawn as a plain form, its POST (Origin-checked, validated, started as the API
// starts a donation) and /donations/{id}, which refreshes itself until M-Pesa has answered.

const origin = () => new URL(apiUrl()).origin;

/** Posts the sheet as a browser posts a plain form, from this site unless `from` says otherwise. */
function postForm(code: string, fields: Record<string, string>, from = origin()) {
  return fetch(`${origin()}/f/${code}/donate`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: from },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The donation's page until `text` shows on it. */
async function pageUntil(path: string, text: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const html = await (await getPage(path)).text();
    if (html.includes(text)) return html;
    if (Date.now() > deadline) throw new Error(`${path} never showed '${text}'`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const inputValue = (html: string, name: string) =>
  html.match(new RegExp(`<input [^>]*name="${name}"[^>]*value="([^"]*)"`))?.[1];

describe('GET /f/{code}/donate', () => {
  it('draws the sheet as a plain form posting to itself, with every field by name, not for search engines', async () => {
    const fundraiser = await liveFundraiser('Desks for Garissa <primary>');
    const res = await getPage(`/f/${fundraiser.short_code}/donate`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<title>Donate to Desks for Garissa &lt;primary&gt; · Harambee</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const form = html.match(/<form class="donate-sheet"[^>]*>/)?.[0] ?? '';
    expect(form).toContain(`action="/f/${fundraiser.short_code}/donate"`);
    expect(form).toContain('method="post"');
    for (const name of ['short_code', 'attempt', 'preset', 'amount', 'phone', 'display_name', 'anonymous', 'email'])
      expect(html, name).toMatch(new RegExp(`<input [^>]*name="${name}"`));
    expect(html).toMatch(/<textarea [^>]*name="message"/);
    expect(html).toMatch(/<input [^>]*type="tel"[^>]*autoComplete="tel"[^>]*name="phone"/);
    expect(inputValue(html, 'short_code')).toBe(fundraiser.short_code);
    expect(inputValue(html, 'attempt')).toMatch(/^[0-9a-f-]{36}$/);
    // Demo mode (the simulator): the sheet says so.
    expect(html).toContain('Test payment');
    const island = JSON.parse(islandJson(html));
    expect(island).toMatchObject({ kind: 'donate', fundraiser: { short_code: fundraiser.short_code, live: true } });
  });

  it('takes an amount from the link: a preset is picked, any other amount is typed in', async () => {
    const { short_code } = await liveFundraiser();
    const preset = await (await getPage(`/f/${short_code}/donate?amount=500`)).text();
    expect(preset).toContain('name="preset" checked="" value="500"');
    const other = await (await getPage(`/f/${short_code}/donate?amount=750`)).text();
    expect(inputValue(other, 'amount')).toBe('750');
    // No preset is picked (the updates box is ticked by default: not a preset).
    expect(other).not.toMatch(/name="preset" checked=""/);
  });

  it('says a fundraiser that is not live takes no donations (409), and answers unknown codes with 404', async () => {
    const { session } = await verifiedUser('donate-pending');
    const pending = await completeFundraiser(session, 'Not yet approved');
    const res = await getPage(`/f/${pending.short_code}/donate`);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('This fundraiser is not taking donations');
    expect(html).not.toContain('<form class="donate-sheet"');
    expect((await getPage('/f/ZZZZZZZZ/donate')).status).toBe(404);
  });
});

describe('POST /f/{code}/donate (the plain form)', () => {
  it('draws the sheet again with the messages and what was typed (400); nothing is started', async () => {
    const { short_code } = await liveFundraiser();
    const res = await postForm(short_code, {
      short_code,
      preset: '',
      amount: '5',
      phone: '0812 345 678',
      display_name: 'Otieno "O" <b>',
      message: 'Tuko pamoja',
      email: 'otieno@',
      attempt: randomUUID(),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('The smallest donation is KES 10');
    expect(html).toContain('Enter a Safaricom mobile number, such as 0712 345 678');
    expect(html).toContain('Enter a valid email address');
    expect(inputValue(html, 'amount')).toBe('5');
    expect(inputValue(html, 'phone')).toBe('0812 345 678');
    expect(inputValue(html, 'display_name')).toBe('Otieno &quot;O&quot; &lt;b&gt;');
    expect(html).toMatch(/<textarea [^>]*name="message"[^>]*>Tuko pamoja<\/textarea>/);
  });

  it('refuses a post from another site (403)', async () => {
    const { short_code } = await liveFundraiser();
    const res = await postForm(short_code, { amount: '500', phone: freshPhone() }, 'https://evil.example');
    expect(res.status).toBe(403);
  });

  it("starts the payment and answers 303 to the donation's page, which refreshes itself until M-Pesa answers", async () => {
    const fundraiser = await liveFundraiser('Solar lamps for Turkana');
    const attempt = randomUUID();
    const fields = {
      short_code: fundraiser.short_code,
      preset: '500',
      amount: '',
      phone: freshPhone(),
      display_name: 'Wanjiku',
      attempt,
    };
    const res = await postForm(fundraiser.short_code, fields);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/donations\/[\w-]+$/);

    const pending = await getPage(location);
    expect(pending.status).toBe(200);
    expect(pending.headers.get('cache-control')).toBe('no-store');
    expect(pending.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await pending.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<meta name="referrer" content="no-referrer" />');
    if (html.includes('Enter your M-Pesa PIN in the prompt on your phone.')) {
      expect(html).toContain('<noscript><meta http-equiv="refresh" content="3" /></noscript>');
      expect(html).toMatch(/0\d{3} ••• \d{3}/);
    }

    const paid = await pageUntil(location, 'Thank you!');
    expect(paid).not.toContain('http-equiv="refresh"');
    expect(paid).toContain('Your donation of Ksh\u00a0500 to Solar lamps for Turkana was received.');
    expect(paid).toMatch(/<dt>M-Pesa receipt<\/dt><dd>[A-Z0-9]{10}<\/dd>/);
    expect(paid).toContain('<dt>From</dt><dd>Wanjiku</dd>');
    expect(paid).toContain('Test payment');
    // A receipt is what a donor keeps and forwards: no phone number on it.
    expect(paid).not.toContain('•••');
    expect(paid).toContain('Solar lamps for Turkana has now raised Ksh\u00a0500 of');

    // The same form sent again (a double tap, a reload) leads to the same donation: one payment.
    const again = await postForm(fundraiser.short_code, fields);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(location);
  });

  it("an anonymous donation's receipt and the fundraiser's page say 'Anonymous', never the name", async () => {
    const fundraiser = await liveFundraiser('Books for Kisumu');
    const res = await postForm(fundraiser.short_code, {
      preset: '100',
      phone: freshPhone(),
      display_name: 'Secret Supporter',
      anonymous: 'on',
      attempt: randomUUID(),
    });
    expect(res.status).toBe(303);
    const paid = await pageUntil(res.headers.get('location')!, 'Thank you!');
    expect(paid).toContain('<dt>From</dt><dd>Anonymous</dd>');
    expect(paid).not.toContain('Secret Supporter');
    const page = await (await getPage(`/f/${fundraiser.short_code}`)).text();
    expect(page).toContain('Anonymous');
    expect(page).not.toContain('Secret Supporter');
  });

  it('a payment that did not go through offers Try again and Change number as links with the amount only', async () => {
    const { short_code } = await liveFundraiser();
    const res = await postForm(short_code, { amount: '1200', phone: '0700 001 032', attempt: randomUUID() });
    // The magic number may be in use by another test file for a second or two.
    const location = res.status === 303 ? res.headers.get('location')! : undefined;
    if (!location) {
      expect(res.status).toBe(429);
      expect(await res.text()).toContain('An M-Pesa request to this number is still open');
      return;
    }
    const html = await pageUntil(location, 'You cancelled the payment');
    expect(html).toContain(`href="/f/${short_code}/donate?amount=1200"`);
    expect(html).toContain('>Change number</a>');
    expect(html).not.toContain('0700001032');
  });
});

describe('GET /donations/{id}', () => {
  it('answers an unknown id with 404', async () => {
    for (const id of ['0f8f6c1e-0000-4000-8000-000000000000', 'x']) {
      const res = await getPage(`/donations/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.text()).toContain('<h1>Not Found</h1>');
    }
  });
});
