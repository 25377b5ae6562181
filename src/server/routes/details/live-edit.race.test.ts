import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { fundraiserTotals } from '#server/money/ledger/ledger.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { liveFundraiser, startDonation, waitForDonation } from '#tests/support/donations.ts';
import { individualDetails } from '#tests/support/fundraisers.ts';

// A live fundraiser's goal moved while donations settle (D-176), with real concurrent requests
// (on the postgres project, real concurrent transactions). The edit reads the amount raised in its
// own transaction, after locking the fundraiser's row: a goal below what had been raised before it
// was sent is always refused, and a goal is only ever refused when a donation had passed it.
// Donations never read the goal, so one settling just after the check leaves the edit as if it had
// come first.

afterAll(closeTestDb);

const raisedNow = async (id: string) => (await fundraiserTotals(testDb(), id)).raisedMinor / 100;

describe('Goal edits racing donations', () => {
  it('never accepts a goal below the amount raised before it was sent, nor refuses one above the final amount', async () => {
    const f = await liveFundraiser('Maize for Kitui families');
    // Something raised already, so 'just below it' is a goal the schema itself accepts.
    expect((await waitForDonation((await startDonation(f.short_code, { amount: 1000 })).id)).status).toBe('succeeded');
    const verdicts: { goal: number; status: number; before: number; after: number }[] = [];
    for (let round = 0; round < 3; round++) {
      // Five donations pushed at once: Daraja's simulator pays them all a moment later, together.
      const donations = Promise.all(Array.from({ length: 5 }, () => startDonation(f.short_code, { amount: 1000 })));
      let settled = false;
      const settle = donations
        .then((started) => Promise.all(started.map((d) => waitForDonation(d.id))))
        .finally(() => (settled = true));
      // The owner keeps moving the goal meanwhile: to just below what is raised, or a little above.
      for (let i = 0; !settled || i < 4; i++) {
        const before = await raisedNow(f.id);
        const goal = i % 2 === 0 ? before - 1 : before + 1500;
        const reply = await f.owner.post('/individual-details/', individualDetails(f.id, { fundraiser_goal: goal }));
        const after = await raisedNow(f.id);
        verdicts.push({ goal, status: reply.status, before, after });
        if (reply.status === 400) expect(reply.body.errors).toEqual({ fundraiser_goal: [MSG.goalBelowRaised] });
        else expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      }
      for (const d of await settle) expect(d.status).toBe('succeeded');
    }
    expect(await raisedNow(f.id)).toBe(16000);
    for (const v of verdicts) {
      if (v.goal < v.before) expect(v.status, JSON.stringify(v)).toBe(400);
      if (v.status === 400) expect(v.goal, JSON.stringify(v)).toBeLessThan(v.after);
    }
    // Both kinds happened: the race was really run, not only one side of it.
    expect(verdicts.some((v) => v.status === 200)).toBe(true);
    expect(verdicts.filter((v) => v.status === 400).length).toBeGreaterThan(0);
    const last = verdicts.filter((v) => v.status === 200).at(-1)!;
    const stored = await testDb()
      .selectFrom('fundraiser_details')
      .select('goal_minor')
      .where('fundraiser_id', '=', f.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.goal_minor)).toBe(last.goal * 100);
  });
});
