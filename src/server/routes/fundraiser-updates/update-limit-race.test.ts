import { describe, expect, it } from 'vitest';
import { outbox } from '#tests/support/accounts.ts';
import { uniqueEmail } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';
import { freshPhone, liveFundraiser, startDonation, waitForDonation } from '#tests/support/donations.ts';
import { UPDATES_PER_DAY } from '#server/services/fundraiser-updates/updates.ts';

// The daily limit is what keeps an organiser from mailing every donor more than 10 times a day: it
// must hold when the posts arrive together (a double-tapped button, a script), on PostgreSQL too,
// where each request counts in its own transaction (D-155).

const updateMails = async (email: string) => (await outbox(email)).filter((m) => m.subject.startsWith('Update: '));

describe('the 10-updates-a-day limit under concurrent posts', () => {
  it('stores and e-mails exactly 10 of 30 posts sent at once', async () => {
    const f = await liveFundraiser('Ambulance for Garissa');
    const donors = [uniqueEmail('race-a'), uniqueEmail('race-b')];
    for (const email of donors) {
      const started = await startDonation(f.short_code, { phone: freshPhone(), email });
      expect((await waitForDonation(started.id)).status).toBe('succeeded');
    }

    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        f.owner.post(`/fundraisers/${f.short_code}/updates/`, { body: `News number ${i + 1}` }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UPDATES_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - UPDATES_PER_DAY);
    const stored = await testDb()
      .selectFrom('fundraiser_updates')
      .select('body')
      .where('fundraiser_id', '=', f.id)
      .execute();
    expect(stored).toHaveLength(UPDATES_PER_DAY);

    // Each stored update is e-mailed once to each donor: 10 × 2, no more (sending follows the answer).
    const deadline = Date.now() + 15_000;
    while ((await Promise.all(donors.map(updateMails))).some((m) => m.length < UPDATES_PER_DAY)) {
      if (Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1000));
    for (const email of donors) {
      const mails = await updateMails(email);
      expect(mails).toHaveLength(UPDATES_PER_DAY);
      expect(new Set(mails.map((m) => m.text)).size).toBe(UPDATES_PER_DAY);
    }
  }, 120_000);
});
