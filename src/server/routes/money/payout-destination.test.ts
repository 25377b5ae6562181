import { describe, expect, it } from 'vitest';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { Session, STRONG_PASSWORD } from '#tests/support/api.ts';
import { liveFundraiser } from '#tests/support/donations.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';
import { verifyPhone } from '#tests/support/sms.ts';

// Where the money goes (D-203): changed by the owner with the current password and a code sent by
// SMS to their verified phone, told to them by SMS and e-mail, and no payout for PAYOUT_COOLING_HOURS (48 on
// the suite's server) after each change.

const HOUR = 3600 * 1000;

/** The texts the server wrote to a number, newest first, from its demo outbox (quiet hours or not). */
const writtenTexts = async (msisdn: string) =>
  (await new Session().get(`/dev/sms-outbox?to=${msisdn}`)).body.data as { text: string }[];

/** The code of the newest text that says `what`. */
async function latestCode(msisdn: string, what: string) {
  const text = (await writtenTexts(msisdn)).find((t) => t.text.includes(what))?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code for "${what}" in the outbox of ${msisdn}`);
  return code;
}
const put = (session: Awaited<ReturnType<typeof liveFundraiser>>['owner'], code: string, body: object) =>
  session.request(`/fundraisers/${code}/payout-destination/`, { method: 'PUT', json: body });

describe('the payout destination', () => {
  it('is set with the password and the SMS code, then waits 48 hours before any payout', async () => {
    const f = await liveFundraiser();
    const phone = await verifyPhone(f.owner);
    const empty = await f.owner.get(`/fundraisers/${f.short_code}/payout-destination/`);
    expect(empty.body.data).toEqual({ destination: null, pending: null, paid_from: null, cooling_hours: 48 });

    const asked = await put(f.owner, f.short_code, {
      kind: 'mpesa',
      phone: '0712 345 678',
      current_password: STRONG_PASSWORD,
    });
    expect(asked.status).toBe(202);
    expect(asked.body.data).toEqual({
      destination: null,
      pending: { kind: 'mpesa', phone: '254712345678' },
      paid_from: null,
      cooling_hours: 48,
    });
    const code = await latestCode(phone, "to change where your fundraiser's money is paid");

    const confirmed = await f.owner.post(`/fundraisers/${f.short_code}/payout-destination/confirm/`, { code });
    expect(confirmed.status).toBe(200);
    const { data } = confirmed.body;
    expect(data).toMatchObject({ destination: { kind: 'mpesa', phone: '254712345678' }, pending: null });
    expect(Math.abs(Date.parse(data.paid_from) - Date.now() - 48 * HOUR)).toBeLessThan(60_000);
    // The owner is told, naming the number without showing it whole (written now; sent at once or,
    // in quiet hours, at 08:00 Nairobi: the outbox has it either way).
    const [notice] = await writtenTexts(phone);
    expect(notice!.text).toBe(
      'Harambee: withdrawals will now be paid to M-Pesa 0712***678. None is paid for 48 hours. Not you? Contact us now.',
    );
    // And by e-mail, whatever their notification setting: it is about their money.
    const [mail] = await outbox(f.ownerEmail);
    expect(mail!.subject).toMatch(/^Where the money of ".+" is paid has changed$/);
    expect(mail!.text).toContain('will now be paid to M-Pesa 0712***678. None is paid for the next 48 hours.');
    expect((await f.owner.post(`/fundraisers/${f.short_code}/payout-destination/confirm/`, { code })).status).toBe(400);

    // A paybill, as a hospital or a school is paid; reviewers see it, nobody else does.
    await put(f.owner, f.short_code, {
      kind: 'paybill',
      paybill: '123456',
      account: 'KNH 4521',
      current_password: STRONG_PASSWORD,
    });
    const second = await f.owner.post(`/fundraisers/${f.short_code}/payout-destination/confirm/`, {
      code: await latestCode(phone, 'to change where'),
    });
    expect(second.body.data.destination).toEqual({ kind: 'paybill', paybill: '123456', account: 'KNH 4521' });
    const reviewed = await (await reviewerSession()).get(`/fundraisers/${f.short_code}/payout-destination/`);
    expect(reviewed.body.data.destination).toEqual(second.body.data.destination);
    const { session: stranger } = await verifiedUser('stranger');
    expect((await stranger.get(`/fundraisers/${f.short_code}/payout-destination/`)).status).toBe(403);
  });

  it('refuses a wrong password, a missing phone for codes, bad numbers and anyone but the owner; nothing waits', async () => {
    const f = await liveFundraiser();
    const noPhone = await put(f.owner, f.short_code, {
      kind: 'mpesa',
      phone: '0712345678',
      current_password: STRONG_PASSWORD,
    });
    expect(noPhone.status).toBe(409);
    expect(noPhone.body.message).toMatch(/^Verify a phone number for codes/);
    await verifyPhone(f.owner);
    const wrong = await put(f.owner, f.short_code, {
      kind: 'mpesa',
      phone: '0712345678',
      current_password: 'Wr0ng!Pass',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: ['Current password is incorrect'] });
    const badPaybill = await put(f.owner, f.short_code, {
      kind: 'paybill',
      paybill: '12',
      account: '',
      current_password: STRONG_PASSWORD,
    });
    expect(badPaybill.status).toBe(400);
    expect(Object.keys(badPaybill.body.errors).sort()).toEqual(['account', 'paybill']);
    const { session: stranger } = await verifiedUser('stranger');
    const foreign = await put(stranger, f.short_code, {
      kind: 'mpesa',
      phone: '0712345678',
      current_password: STRONG_PASSWORD,
    });
    expect(foreign.status).toBe(403);
    expect((await f.owner.get(`/fundraisers/${f.short_code}/payout-destination/`)).body.data.pending).toBeNull();
  });
});
