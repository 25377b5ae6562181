import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskC2bMsisdn } from '#shared/daraja-c2b.ts';
import { normalizeKenyanPhone } from '#shared/phone.ts';
import { Session } from '#tests/support/api.ts';
import { simPayouts, startPayoutServer, type PayoutServer } from '#tests/support/payouts.ts';
import { freshPhone } from '#tests/support/donations.ts';
import { confirmationBody, transId } from '#tests/support/paybill.ts';
import { c2bToken } from '#server/money/in/paybill/c2b-urls.ts';
import { loadEnv } from '#server/env.ts';
import { refundsWhenEnded } from '#tests/support/refunds.ts';
import { reconcile } from '#server/money/ledger/reconcile.ts';

// A refund waiting for its payer's claim (D-260): M-Pesa masked the number that paid (a paybill
// gift), so the payer gives the M-Pesa code and their number, which must fit the mask, proves the
// number with a code by SMS, and the refund goes there by B2C, once.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('refund-claims');
}, 60_000);
afterAll(() => server?.dispose());

/**
 * A paybill gift, posted to the server as M-Pesa posts its confirmation (the number masked), to a
 * fundraiser then taken down: M-Pesa will not reverse a payment it does not know (R000002), and the
 * number is masked, so its refund waits for its payer's claim.
 */
async function waitingClaim() {
  const f = await server.ownerWithMoney([]);
  const phone = normalizeKenyanPhone(freshPhone())!;
  const receipt = transId();
  const token = c2bToken(loadEnv(server.env).JWT_SECRET);
  const confirmed = await fetch(`${server.api}/payments/c2b/${token}/confirmation/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      confirmationBody({
        TransID: receipt,
        TransAmount: '500.00',
        BillRefNumber: f.accountNumber,
        MSISDN: maskC2bMsisdn(phone),
      }),
    ),
  });
  expect(confirmed.status).toBe(200);
  const down = await server.reviewer.post(`/moderation/fundraisers/${f.shortCode}/take-down/`, {
    reason: 'Impersonates a victim',
    refund: true,
  });
  expect(down.body.data).toEqual({ refunds: 1, total: 50_000 });
  const ended = await refundsWhenEnded(f.owner, f.shortCode);
  expect(ended).toEqual([expect.objectContaining({ status: 'claim_needed', amount: 50_000 })]);
  return { ...f, phone, receipt };
}

describe('claiming a refund with the M-Pesa code', () => {
  it('sends it by B2C to the number that fits the mask once its code is given, once even confirmed twice at once', async () => {
    const w = await waitingClaim();
    const payer = new Session(undefined, server.api);
    const claim = (body: object) => payer.post(`/fundraisers/${w.shortCode}/refund-claims/`, body);

    // A number that does not fit what M-Pesa showed, another code, no code: nothing waits there.
    const other = `${w.phone.slice(0, -1)}${(Number(w.phone.slice(-1)) + 1) % 10}`;
    expect((await claim({ mpesa_code: w.receipt, phone: other })).status).toBe(404);
    expect((await claim({ mpesa_code: 'SZZ0000000', phone: w.phone })).status).toBe(404);
    expect((await claim({ mpesa_code: 'nope', phone: w.phone })).status).toBe(400);

    // Typed as people type them: small letters, spaces, a leading 0.
    const asked = await claim({ mpesa_code: ` ${w.receipt.toLowerCase()} `, phone: `0${w.phone.slice(3)}` });
    expect(asked.status).toBe(202);
    expect(asked.body.data.phone).toBe(`0${w.phone.slice(3, 6)} ••• ${w.phone.slice(-3)}`);
    const id = asked.body.data.id as string;
    const code = await server.writtenCode(w.phone, 'to claim your refund');
    const confirm = (body: object) => payer.post(`/refund-claims/${id}/confirm/`, body);
    expect((await confirm({ phone: w.phone, code: code === '000000' ? '111111' : '000000' })).status).toBe(400);
    // The code proves this number only.
    expect((await confirm({ phone: other, code })).status).toBe(400);
    const both = await Promise.all([confirm({ phone: w.phone, code }), confirm({ phone: w.phone, code })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);

    const ended = await refundsWhenEnded(w.owner, w.shortCode);
    expect(ended).toEqual([expect.objectContaining({ channel: 'b2c', status: 'returned', amount: 50_000 })]);
    expect((await simPayouts(w.phone)).filter((p) => p.paid && p.Amount === 500)).toHaveLength(1);
    expect((await confirm({ phone: w.phone, code })).status).toBe(409);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });

  it('works as plain forms on the page the SMS links to, with no script: what was typed stays, each refusal is said', async () => {
    const w = await waitingClaim();
    const origin = new URL(server.api).origin;
    const path = `/f/${w.shortCode}/refund`;
    const post = async (to: string, fields: Record<string, string>) => {
      const reply = await fetch(`${origin}${to}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: reply.status, html: await reply.text(), cache: reply.headers.get('cache-control') };
    };
    const page = await fetch(`${origin}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const drawn = await page.text();
    expect(drawn).toContain(`action="${path}" method="post"`);
    expect(drawn).toContain('<meta name="robots" content="noindex" />');
    expect(drawn).not.toContain('island-data');

    const typo = await post(path, { mpesa_code: 'abc', phone: '0712' });
    expect(typo.status).toBe(400);
    expect(typo.html).toContain('Enter the 10-character M-Pesa code from your SMS, like SG632NMUAB');
    expect(typo.html).toContain('value="0712"');
    const wrong = await post(path, { mpesa_code: 'SZZ0000000', phone: w.phone });
    expect(wrong.status).toBe(404);
    expect(wrong.html).toContain('No refund here waits for that M-Pesa code and number.');

    const asked = await post(path, { mpesa_code: w.receipt, phone: `0${w.phone.slice(3)}` });
    expect(asked.status).toBe(200);
    expect(asked.cache).toBe('no-store');
    expect(asked.html).toContain(`We sent a code by SMS to 0${w.phone.slice(3, 6)} ••• ${w.phone.slice(-3)}.`);
    const id = /name="id" value="([^"]+)"/.exec(asked.html)![1]!;
    const code = await server.writtenCode(w.phone, 'to claim your refund');
    const bad = await post(`${path}/confirm`, { id, phone: w.phone, code: code === '000000' ? '111111' : '000000' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('name="code"');
    const claimed = await post(`${path}/confirm`, { id, phone: w.phone, code });
    expect(claimed.status).toBe(200);
    expect(claimed.html).toContain('Done: your money is on its way to your M-Pesa.');
    const ended = await refundsWhenEnded(w.owner, w.shortCode);
    expect(ended).toEqual([expect.objectContaining({ channel: 'b2c', status: 'returned' })]);
    // Kiswahili: the page in the visitor's language.
    const sw = await (await fetch(`${origin}${path}`, { headers: { 'accept-language': 'sw' } })).text();
    expect(sw).toContain('Dai pesa zako kutoka');
  });
});
