import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2B_PATHS } from '#shared/daraja-c2b.ts';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { simUrl } from '#tests/support/donations.ts';
import { startPaybillServer, type PaybillServer } from '#tests/support/paybill.ts';

// The paybill end to end against the suite's Daraja simulator: the admin command registers the
// server's C2B URLs, a customer pays with a mistyped account, and the simulator's confirmation
// (masked number, "10.00") becomes the fundraiser's donation.

let server: PaybillServer;
beforeAll(async () => {
  server = await startPaybillServer('paybill-sim');
}, 60_000);
afterAll(() => server?.dispose());

async function simToken() {
  const basic = Buffer.from(`${server.env.DARAJA_CONSUMER_KEY}:${server.env.DARAJA_CONSUMER_SECRET}`).toString(
    'base64',
  );
  const reply = await fetch(`${simUrl()}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${basic}` },
  });
  return ((await reply.json()) as { access_token: string }).access_token;
}

describe('paybill through the Daraja simulator', () => {
  it('registers with npm run admin -- register-c2b-urls and counts a simulated payment', async () => {
    const registered = await adminCliOn(server.env, 'register-c2b-urls');
    expect(registered.code, registered.out).toBe(0);
    expect(registered.out).toContain('Registered paybill');
    const f = await server.fundraiser();
    const reply = await fetch(`${simUrl()}${C2B_PATHS.simulate}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await simToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ShortCode: server.env.DARAJA_SHORTCODE ?? '174379',
        CommandID: 'CustomerPayBillOnline',
        Amount: 320,
        Msisdn: '254712345678',
        BillRefNumber: f.shortCode.toLowerCase(),
      }),
    });
    expect(reply.status).toBe(200);
    for (let i = 0; ; i++) {
      const counted = await server
        .db()
        .selectFrom('donations')
        .selectAll()
        .where('fundraiser_id', '=', f.id)
        .executeTakeFirst();
      if (counted) {
        expect(counted).toMatchObject({ amount_minor: 32_000, status: 'succeeded', donor_name: 'John D.' });
        const payment = await server.payment(counted.mpesa_receipt!);
        expect(payment).toMatchObject({ msisdn: '2547 ***** 678', trans_amount: '320.00', status: 'credited' });
        break;
      }
      if (i > 50) throw new Error('the simulated payment never arrived');
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
