import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '#shared/languages.ts';
import { formatMoney } from '#shared/money.ts';
import { outbox } from '#tests/support/accounts.ts';
import { apiUrl, uniqueEmail } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';
import { donate, freshPhone, liveFundraiser, waitForDonation } from '#tests/support/donations.ts';

// A donor may have no account: their receipt and the fundraiser's updates are e-mailed in the
// language of the request that made the donation (the JSON API's and the plain form's alike).

const languageOf = async (id: string) =>
  (await testDb().selectFrom('donations').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;

/** Starts a donation through the JSON API with these headers; its final state. */
async function give(shortCode: string, overrides: Record<string, unknown>, headers: Record<string, string>) {
  const reply = await donate(shortCode, { phone: freshPhone(), ...overrides }, headers);
  expect(reply.status, JSON.stringify(reply.body)).toBe(202);
  return waitForDonation(reply.body.data.id);
}

/** The first e-mail to the address whose subject starts with `prefix` (receipts follow the answer). */
async function mailTo(email: string, prefix: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await outbox(email)).find((m) => m.subject.startsWith(prefix));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail '${prefix}…' to ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('e-mails to donors', () => {
  it("a Kiswahili donor's receipt and updates are in Kiswahili; an English donor's stay as they were", async () => {
    const f = await liveFundraiser('Madawati ya Shule ya Kisumu');
    const [swahili, english] = [uniqueEmail('donor-sw'), uniqueEmail('donor-en')];
    const sw = await give(
      f.short_code,
      { email: swahili, amount: 1500, display_name: 'Wanjiru' },
      { 'accept-language': 'sw-KE,sw;q=0.9' },
    );
    const en = await give(f.short_code, { email: english, amount: 1500 }, { 'accept-language': 'en-KE,en' });
    expect([sw.status, en.status]).toEqual(['succeeded', 'succeeded']);
    expect([await languageOf(sw.id), await languageOf(en.id)]).toEqual(['sw', 'en']);

    const receipt = await mailTo(swahili, 'Risiti yako ya Harambee');
    // The suite pays through the simulator: a test payment, said so in the donor's language.
    expect(receipt.subject).toBe('Risiti yako ya Harambee (Malipo ya majaribio: hakuna pesa iliyotumwa)');
    expect(receipt.text).toMatch(/^Asante kwa mchango wako \(Malipo ya majaribio: hakuna pesa iliyotumwa\)\.\n/);
    expect(receipt.text).toContain(`Kiasi: ${formatMoney(1500, 'KES', 'sw')}`);
    expect(receipt.text).toContain('Harambee: Madawati ya Shule ya Kisumu');
    expect(receipt.text).toContain(`Risiti ya M-Pesa: ${sw.mpesa_receipt}`);
    expect(receipt.text).toContain('Kutoka: Wanjiru');
    expect(receipt.text).toMatch(new RegExp(`Risiti yako mtandaoni: \\S+/donations/${sw.id}$`));
    expect(receipt.text).toMatch(/Tarehe: .*\d{4}/);

    const englishReceipt = await mailTo(english, 'Your Harambee receipt');
    expect(englishReceipt.subject).toBe('Your Harambee receipt (Test payment: no money moved)');
    expect(englishReceipt.text).toMatch(/^Thank you for your donation \(Test payment: no money moved\)\.\n/);
    expect(englishReceipt.text).toContain(`Amount: ${formatMoney(1500, 'KES', 'en')}`);
    expect(englishReceipt.text).toContain('Fundraiser: Madawati ya Shule ya Kisumu');
    expect(englishReceipt.text).toContain('From: Wanjiku');

    const posted = await f.owner.post(`/fundraisers/${f.short_code}/updates/`, { body: 'Madawati 40 yamefika.' });
    expect(posted.status).toBe(201);
    const update = await mailTo(swahili, 'Habari mpya: ');
    expect(update.subject).toBe('Habari mpya: Madawati ya Shule ya Kisumu');
    expect(update.text).toContain('Achieng Odhiambo ameweka habari mpya kuhusu "Madawati ya Shule ya Kisumu":');
    expect(update.text).toContain('Madawati 40 yamefika.');
    expect(update.text).toMatch(/Sitisha barua pepe hizi: \S+/);
    const englishUpdate = await mailTo(english, 'Update: ');
    expect(englishUpdate.text).toContain('Achieng Odhiambo posted an update on "Madawati ya Shule ya Kisumu":');
    expect(englishUpdate.text).toMatch(/Stop these e-mails: \S+/);
  });

  it("the plain form's donation takes the device's language too", async () => {
    const f = await liveFundraiser('Maji kwa Makueni');
    const email = uniqueEmail('donor-form-sw');
    const res = await fetch(`${new URL(apiUrl()).origin}/f/${f.short_code}/donate`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(apiUrl()).origin,
        cookie: `${LANGUAGE_COOKIE}=sw`,
      },
      body: new URLSearchParams({
        preset: '500',
        amount: '',
        phone: freshPhone(),
        display_name: 'Mutua',
        email,
        attempt: randomUUID(),
      }).toString(),
    });
    expect(res.status).toBe(303);
    const id = res.headers.get('location')!.split('/').at(-1)!;
    expect(await languageOf(id)).toBe('sw');
    expect((await waitForDonation(id)).status).toBe('succeeded');
    const receipt = await mailTo(email, 'Risiti yako ya Harambee');
    expect(receipt.text).toContain('Kutoka: Mutua');
  });
});
