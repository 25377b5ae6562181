import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { freshPhone } from '#tests/support/donations.ts';
import { completeFundraiser, individualDetails } from '#tests/support/fundraisers.ts';
import { paidTwoDaysAgo, refundsWhenEnded } from '#tests/support/refunds.ts';
import { startPayoutServer, type PayoutServer } from '#tests/support/payouts.ts';
import { money, withdraw } from '#tests/support/withdrawals.ts';
import { reconcile } from '#server/money/ledger/reconcile.ts';

// A reviewer marks a live fundraiser's purpose as changed (D-262): its donors are told and for 7 days
// each may have their gift back at once; its withdrawals not yet sent are refused and new ones wait
// until the window closes; then everything is as before.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('purpose-change');
}, 60_000);
afterAll(() => server?.dispose());

const guest = () => new Session(undefined, server.api);
const change = (reviewer: Session, shortCode: string, body: object = { reason: 'The beneficiary is now a school' }) =>
  reviewer.post(`/moderation/fundraisers/${shortCode}/purpose-change/`, body);
const daysAgo = (donationId: string) => paidTwoDaysAgo(server.db(), donationId);

describe('a change of purpose', () => {
  it('tells each donor, gives a gift back at once for 7 days, and holds the withdrawals until then', async () => {
    const f = await server.ownerWithMoney([1_000, 500]);
    for (const gift of f.gifts) await daysAgo(gift.id);
    expect((await withdraw(f.owner, f.shortCode, 800)).status).toBe(201);

    expect((await change(f.owner, f.shortCode)).status).toBe(403);
    expect((await change(server.reviewer, f.shortCode, { reason: '' })).status).toBe(400);
    const changed = await change(server.reviewer, f.shortCode);
    expect(changed.status).toBe(202);
    expect(changed.body.data).toMatchObject({ donors: 2, withdrawals_refused: 1 });
    const until = Date.parse(changed.body.data.until as string);
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // The withdrawal not yet sent is refused and its money is back; a new one waits.
    expect(await money(f.owner, f.shortCode)).toMatchObject({ available: 150_000, blocked: 0 });
    const waits = await withdraw(f.owner, f.shortCode, 500);
    expect(waits.status).toBe(409);
    expect(waits.body.message).toBe(
      'Withdrawals wait for 7 days after a change of purpose: its donors may ask for their gifts back until then.',
    );
    // Each donor is told, with their own receipt's link.
    for (const gift of f.gifts) {
      const texts = (await guest().get(`/dev/sms-outbox?to=254${gift.phone.slice(1)}`)).body.data as { text: string }[];
      const told = texts.find((t) => t.text.includes('changed its purpose'));
      expect(told?.text).toContain(`/donations/${gift.id}`);
    }

    // Its receipt says until when; two days after the gift, it still goes back at once.
    const receipt = (await guest().get(`/donations/${f.gifts[0]!.id}/`)).body.data;
    expect(receipt.refund.at_once_until).toBe(changed.body.data.until);
    const asked = await guest().post(`/donations/${f.gifts[0]!.id}/refund-request/`, { reason: 'Not what I gave for' });
    expect(asked.status).toBe(201);
    expect(asked.body.data.status).toBe('approved');
    expect((await refundsWhenEnded(f.owner, f.shortCode)).map((r) => [r.gift, r.status])).toEqual([
      [100_000, 'returned'],
    ]);

    // Once the window has closed: withdrawals go, and a late request waits for the owner again.
    await server
      .db()
      .updateTable('fundraisers')
      .set({ purpose_window_until: new Date(Date.now() - 1000).toISOString() })
      .where('short_code', '=', f.shortCode)
      .execute();
    const late = await guest().post(`/donations/${f.gifts[1]!.id}/refund-request/`, { reason: 'Changed my mind' });
    expect(late.body.data.status).toBe('open');
    expect((await withdraw(f.owner, f.shortCode, 400)).status).toBe(201);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });

  it('is only for a live fundraiser', async () => {
    const f = await server.ownerWithMoney([300]);
    await server
      .db()
      .updateTable('fundraisers')
      .set({ status: 'closed' })
      .where('short_code', '=', f.shortCode)
      .execute();
    const refused = await change(server.reviewer, f.shortCode);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a live fundraiser can have its purpose changed');
    expect((await change(server.reviewer, 'nosuchcode')).status).toBe(404);
  });

  it('opens when the owner changes who the money is for on a live fundraiser, and tells reviewers', async () => {
    const { session: owner } = await verifiedUser('owner', server.api);
    const f = await completeFundraiser(owner, 'School fees for Baraka');
    expect((await server.reviewer.post(`/moderation/fundraisers/${f.short_code}/approve/`)).status).toBe(200);
    const phone = freshPhone();
    const giftId = await server.giftTo(f.short_code, 700, phone);
    await daysAgo(giftId);
    const save = (overrides: Record<string, unknown>) =>
      owner.post('/individual-details/', individualDetails(f.id, overrides));
    // A better title is no change of purpose.
    expect((await save({ fundraiser_title: 'School fees for Baraka Otieno' })).status).toBe(200);
    expect((await guest().get(`/donations/${giftId}/`)).body.data.refund.at_once_until).toBeNull();

    const saved = await save({
      fundraiser_title: 'School fees for Baraka Otieno',
      beneficiary: 'someone_else',
      beneficiary_name: 'Wanjiru Kamau',
      beneficiary_relationship: 'sibling',
    });
    expect(saved.status).toBe(200);
    const texts = (await guest().get(`/dev/sms-outbox?to=254${phone.slice(1)}`)).body.data as { text: string }[];
    expect(texts.some((t) => t.text.includes('changed its purpose'))).toBe(true);
    expect((await withdraw(owner, f.short_code, 300)).status).toBe(409);
    const alerts = (await outbox(server.reviewerEmail, server.api)).filter((m) => m.subject.includes(f.short_code));
    expect(alerts.map((m) => m.subject)).toEqual([`Fundraiser ${f.short_code} changed who its money is for`]);
    expect(alerts[0]!.text).toContain('now Wanjiru Kamau');
    const asked = await guest().post(`/donations/${giftId}/refund-request/`, { reason: 'I gave for Baraka' });
    expect(asked.body.data.status).toBe('approved');
  });
});
