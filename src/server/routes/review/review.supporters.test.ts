import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_FUNDRAISERS } from '#server/db/seed/demo-fundraisers.ts';
import { Session } from '#tests/support/api.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { liveFundraiser, startDonation, waitForDonation } from '#tests/support/donations.ts';
import { getPage, islandJson } from '#tests/support/pages.ts';

// A fundraiser's recent supporters carry facts, not English: when each gift was paid (ISO) and
// whether its donor gave anonymously (then no name at all). Each language says them itself, on the
// app's screens and on the pages the server draws (D-165).

afterAll(closeTestDb);

const SW = { cookie: 'harambee_lang=sw', 'accept-language': 'sw-KE,sw;q=0.9' };
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ENGLISH_WORDS = /\bago\b|just now|Anonymous|yesterday|minutes?\b|hours?\b|days?\b/i;

/** A live fundraiser with a named gift, then an anonymous one (newest first in the list). */
async function withTwoSupporters() {
  const f = await liveFundraiser('Maji safi kwa Kitui');
  const named = await startDonation(f.short_code, { display_name: 'Wanjiku', amount: 300 });
  await waitForDonation(named.id);
  const hidden = await startDonation(f.short_code, { display_name: 'Siri Kamau', anonymous: true, amount: 700 });
  await waitForDonation(hidden.id);
  return f;
}

describe('recent supporters in the review', () => {
  it('sends the time and the anonymity, never words: a Kiswahili request gets no English, an anonymous donor no name', async () => {
    const f = await withTwoSupporters();
    const reply = await new Session().get(`/fundraisers/${f.short_code}/review/`, SW);
    expect(reply.status).toBe(200);
    const { recent_transactions: rows, read_at } = reply.body.data;
    expect(read_at).toMatch(ISO);
    expect(rows).toEqual([
      { donor_name: null, anonymous: true, amount: 700, paid_at: expect.stringMatching(ISO) },
      { donor_name: 'Wanjiku', anonymous: false, amount: 300, paid_at: expect.stringMatching(ISO) },
    ]);
    for (const row of rows) expect(Date.parse(row.paid_at)).toBeLessThanOrEqual(Date.parse(read_at));
    // The only words are the name a donor chose to show: nothing else is text for a reader.
    const words = rows.flatMap((row: Record<string, unknown>) =>
      Object.entries(row).filter(([key, value]) => typeof value === 'string' && key !== 'paid_at'),
    );
    expect(words).toEqual([['donor_name', 'Wanjiku']]);
    expect(JSON.stringify(rows.flatMap((row: object) => Object.values(row)))).not.toMatch(ENGLISH_WORDS);
    expect(JSON.stringify(rows)).not.toContain('Siri');
  });

  it('the page the server draws says them in its language, and embeds the same facts for the app', async () => {
    const f = await withTwoSupporters();
    const swahili = await (await getPage(`/f/${f.short_code}`, SW)).text();
    expect(swahili).toContain('<html lang="sw"');
    expect(swahili).toContain('<span class="fp-supporter-name">Bila jina</span>');
    // Paid seconds ago: 'sasa hivi' ("just now"), as the Kiswahili catalogue says it.
    expect(swahili).toMatch(/<time class="muted" dateTime="[^"]+">sasa hivi<\/time>/);
    const shown = swahili.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).not.toMatch(/\bago\b|just now|>Anonymous</);
    expect(swahili).not.toContain('Siri Kamau');
    const island = JSON.parse(islandJson(swahili)) as { review: { recent_transactions: unknown[] } };
    expect(island.review.recent_transactions[0]).toEqual({
      donor_name: null,
      anonymous: true,
      amount: 700,
      paid_at: expect.stringMatching(ISO),
    });

    const english = await (await getPage(`/f/${f.short_code}`, { 'accept-language': 'en-KE' })).text();
    expect(english).toContain('<span class="fp-supporter-name">Anonymous</span>');
    expect(english).toMatch(/<time class="muted" dateTime="[^"]+">just now<\/time>/);
  });

  it("the demo data's anonymous gifts are anonymous, not donors called 'Anonymous'", async () => {
    // Read from the database: the suite's other files add fundraisers to the same server's lists.
    const demos = await testDb()
      .selectFrom('fundraisers as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .where('u.email_address', 'like', '%@demo.harambee.ke')
      .select('f.short_code')
      .execute();
    expect(demos.length).toBe(DEMO_FUNDRAISERS.length);
    const rows = [];
    for (const card of demos)
      rows.push(...(await new Session().get(`/fundraisers/${card.short_code}/review/`)).body.data.recent_transactions);
    expect(rows.filter((row) => row.anonymous).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.donor_name === 'Anonymous')).toEqual([]);
    for (const row of rows) expect(row.paid_at).toMatch(ISO);
  });
});
