import { describe, expect, it } from 'vitest';
import { apiUrl } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';
import { freshPhone, liveFundraiser } from '#tests/support/donations.ts';
import { getPage, islandJson } from '#tests/support/pages.ts';

// The updates on the server-drawn /f/{code} (before any script, HTML-escaped, and in the island's
// data so hydration reads nothing), and the plain donation form's 'E-mail me updates' box.

const origin = () => new URL(apiUrl()).origin;

describe('GET /f/{code} with updates', () => {
  it('draws the Updates tab with the newest updates, their text escaped, and hands them to the island', async () => {
    const f = await liveFundraiser('Books for Lodwar');
    const nasty = 'Receipts: <script>alert("x")</script> costs $& $1 $` & more';
    for (const body of ['Older news', nasty])
      expect((await f.owner.post(`/fundraisers/${f.short_code}/updates/`, { body })).status).toBe(201);

    const html = await (await getPage(`/f/${f.short_code}`)).text();
    expect(html).toContain('<button type="button" role="tab" id="fp-tab-updates"');
    expect(html).toMatch(
      /<div role="tabpanel" id="fp-panel-updates" aria-labelledby="fp-tab-updates" tabindex="0" hidden="">/,
    );
    expect(html).toContain(
      '<p class="fp-text">Receipts: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; costs $&amp; $1 $` &amp; more</p>',
    );
    expect(html).not.toContain('<script>alert');
    // Newest first, each dated and signed with the organiser's name.
    expect(html.indexOf('Receipts: &lt;script')).toBeLessThan(html.indexOf('Older news'));
    expect(html).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[^"]+">[^<]+<\/time> · <!-- -->By Achieng Odhiambo/);
    const island = JSON.parse(islandJson(html));
    expect(island.updates.data.map((u: { body: string }) => u.body)).toEqual([nasty, 'Older news']);
    expect(island.updates.meta).toMatchObject({ page: 1, total: 2 });
  });

  it('draws an empty Updates tab for a live fundraiser without updates', async () => {
    const f = await liveFundraiser();
    const html = await (await getPage(`/f/${f.short_code}`)).text();
    expect(html).toContain('No updates yet. The organiser will post news here.');
  });
});

describe("POST /f/{code}/donate: 'E-mail me this fundraiser's updates'", () => {
  const post = (code: string, fields: Record<string, string>) =>
    fetch(`${origin()}/f/${code}/donate`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin() },
      body: new URLSearchParams(fields).toString(),
    });
  const optOutOf = async (location: string | null) => {
    const id = decodeURIComponent(location!.replace('/donations/', ''));
    return (
      await testDb().selectFrom('donations').select('updates_opt_out').where('id', '=', id).executeTakeFirstOrThrow()
    ).updates_opt_out;
  };

  it('draws the box ticked, and stores an unticked box (the hidden "off" alone) as a no', async () => {
    const f = await liveFundraiser();
    const sheet = await (await getPage(`/f/${f.short_code}/donate`)).text();
    expect(sheet).toMatch(
      /<input type="hidden" name="updates" value="off"\/><input id="[^"]+" type="checkbox" name="updates" checked=""\/>/,
    );
    const base = { amount: '100', phone: freshPhone(), email: 'reader@example.test' };
    const unticked = await post(f.short_code, { ...base, attempt: crypto.randomUUID(), updates: 'off' });
    expect(unticked.status).toBe(303);
    expect(await optOutOf(unticked.headers.get('location'))).toBe(1);
    const ticked = new URLSearchParams({ ...base, phone: freshPhone(), attempt: crypto.randomUUID() });
    ticked.append('updates', 'off');
    ticked.append('updates', 'on');
    const res = await fetch(`${origin()}/f/${f.short_code}/donate`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin() },
      body: ticked.toString(),
    });
    expect(res.status).toBe(303);
    expect(await optOutOf(res.headers.get('location'))).toBe(0);
  });
});
