import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '#tests/support/api.ts';
import { liveFundraiser, lostCallbackDonation, readDonation } from '#tests/support/donations.ts';
import { getPage, islandJson } from '#tests/support/pages.ts';

// "Paid but not showing?" without JavaScript (D-217): the fundraiser page's folded form posts the
// M-Pesa code to /f/{code}/mpesa-code, and the server answers with the page, its total moved.

const origin = () => new URL(apiUrl()).origin;
let ip = randomInt(1, 200);

/** Posts the form as a browser posts a plain form, each from its own address unless told. */
const postCode = (code: string, mpesaCode: string, from = origin(), address = `10.77.0.${ip++}`) =>
  fetch(`${origin()}/f/${code}/mpesa-code`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: from, 'x-forwarded-for': address },
    body: new URLSearchParams({ mpesa_code: mpesaCode }).toString(),
  });

/** The total the funding card shows (its spaces as plain ones: Intl puts a no-break space after Ksh). */
const raised = (html: string) => html.match(/<p class="fp-raised"><strong>([^<]*)<\/strong>/)?.[1]?.replace(/\s/g, ' ');

const details = (html: string) => html.match(/<details class="mpesa-code-check"[^>]*>/)?.[0] ?? '';

describe('the M-Pesa code form on /f/{code}', () => {
  it('is drawn folded under the paybill, as a plain form posting the code', async () => {
    const f = await liveFundraiser();
    const html = await (await getPage(`/f/${f.short_code}`)).text();
    expect(details(html)).toContain('id="mpesa-code"');
    expect(details(html)).not.toContain('open');
    const form = html.match(/<form class="mpesa-code-form"[^>]*>/)?.[0] ?? '';
    expect(form).toContain(`action="/f/${f.short_code}/mpesa-code#mpesa-code"`);
    expect(form).toContain('method="post"');
    expect(html).toMatch(/<input [^>]*name="mpesa_code"/);
    expect(html).toContain('Paid but not showing? Enter the M-Pesa code from your SMS');
  });

  it('counts a paid donation whose callback was lost and answers with the page, its total moved, for that donor only', async () => {
    const f = await liveFundraiser();
    const amount = randomInt(1000, 9000);
    const d = await lostCallbackDonation(f.short_code, amount);
    const res = await postCode(f.short_code, d.receipt.toLowerCase());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Thank you, your gift is counted.');
    expect(details(html)).toContain('open');
    expect(raised(html)).toBe(`Ksh ${amount.toLocaleString('en-KE')}`);
    expect(JSON.parse(islandJson(html))).toMatchObject({ kind: 'fundraiser', mpesaCode: { shown: 'counted' } });
    expect((await readDonation(d.id)).status).toBe('succeeded');
    // The page others get is the page without the answer (never the kept copy of this one).
    const plain = await (await getPage(`/f/${f.short_code}`)).text();
    expect(plain).not.toContain('Thank you, your gift is counted.');
    expect(raised(plain)).toBe(`Ksh ${amount.toLocaleString('en-KE')}`);
    // Posted again (a reload): already counted, nothing counted twice.
    const again = await (await postCode(f.short_code, d.receipt)).text();
    expect(again).toContain('This payment is already counted. Thank you!');
    const got = await getPage(`/f/${f.short_code}/mpesa-code`);
    expect([got.status, details(await got.text())]).toEqual([200, expect.not.stringContaining('open')]);
  }, 60_000);

  it('keeps what was typed and says why, for a malformed code and for too many tries; another site cannot post it', async () => {
    const f = await liveFundraiser();
    const bad = await postCode(f.short_code, 'SG63');
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Enter the 10-character M-Pesa code from your SMS, like SG632NMUAB.');
    expect(html).toMatch(/<input [^>]*name="mpesa_code"[^>]*value="SG63"/);
    expect(html).toMatch(/<input [^>]*aria-invalid="true"/);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postCode(f.short_code, 'QX12345678')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await postCode(f.short_code, 'QX12345678');
    expect(await limited.text()).toContain('Too many tries with this code. Please try again later.');
    expect((await postCode(f.short_code, 'QX12345679', 'https://evil.example')).status).toBe(403);
  }, 60_000);
});
