import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';
import { liveFundraiser } from '#tests/support/donations.ts';
import { completeFundraiser } from '#tests/support/fundraisers.ts';

// Posting and listing a fundraiser's updates: only its owner posts, anyone reads them
// (live and closed fundraisers only), newest first and page by page.

const path = (code: string) => `/fundraisers/${code}/updates/`;
const stored = (fundraiserId: string) =>
  testDb().selectFrom('fundraiser_updates').selectAll().where('fundraiser_id', '=', fundraiserId).execute();

describe('POST /api/fundraisers/{short_code}/updates/', () => {
  it("posts the owner's update (201) and refuses everyone else, storing nothing", async () => {
    const f = await liveFundraiser('Borehole for Makueni');
    const reply = await f.owner.post(path(f.short_code), { body: '  The drilling starts on Monday.  ' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      message: MSG.updatePosted,
      data: {
        id: expect.any(String),
        body: 'The drilling starts on Monday.',
        created_at: expect.any(String),
        author_name: 'Achieng Odhiambo',
      },
    });

    const { session: other } = await verifiedUser('not-owner');
    const forbidden = await other.post(path(f.short_code), { body: 'Not mine to post' });
    expect(forbidden.status).toBe(403);
    const guest = await new Session().post(path(f.short_code), { body: 'Anyone?' });
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe(MSG.notAuthenticated);
    expect((await f.owner.post(path('NoSuchCd'), { body: 'Where?' })).status).toBe(404);
    expect((await stored(f.id)).map((u) => u.body)).toEqual(['The drilling starts on Monday.']);
  });

  it.each([
    ['blank', { body: '   ' }, MSG.updateRequired],
    ['missing', {}, MSG.updateRequired],
    ['2001 characters', { body: 'x'.repeat(2001) }, MSG.updateMax],
  ])('rejects a %s text with the schema message', async (_, body, text) => {
    const f = await liveFundraiser();
    const reply = await f.owner.post(path(f.short_code), body);
    expect(reply.status).toBe(400);
    expect(reply.body.errors.body).toEqual([text]);
    expect(await stored(f.id)).toEqual([]);
  });

  it('accepts 2000 characters, and updates on a closed fundraiser, but none before it is live', async () => {
    const f = await liveFundraiser();
    expect((await f.owner.post(path(f.short_code), { body: 'y'.repeat(2000) })).status).toBe(201);
    expect((await f.owner.post(`/fundraisers/${f.short_code}/close/`)).status).toBe(200);
    expect((await f.owner.post(path(f.short_code), { body: 'We closed: thank you all!' })).status).toBe(201);

    const { session } = await verifiedUser('pending-owner');
    const pending = await completeFundraiser(session, 'Still in review');
    const early = await session.post(path(pending.short_code), { body: 'Too early' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MSG.updateNotOpen);
  });

  it('allows 10 updates a day per fundraiser', async () => {
    const f = await liveFundraiser();
    for (let i = 1; i <= 10; i++)
      expect((await f.owner.post(path(f.short_code), { body: `Update ${i}` })).status).toBe(201);
    const eleventh = await f.owner.post(path(f.short_code), { body: 'Update 11' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(MSG.updatesPerDay);
  });

  it('posts once for a retried request with the same Idempotency-Key', async () => {
    const f = await liveFundraiser();
    const headers = { 'idempotency-key': 'update-attempt-1' };
    const first = await f.owner.post(path(f.short_code), { body: 'Once only' }, headers);
    const again = await f.owner.post(path(f.short_code), { body: 'Once only' }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await stored(f.id)).toHaveLength(1);
  });
});

describe('GET /api/fundraisers/{short_code}/updates/', () => {
  it('lists the updates newest first, page by page, signed with the organiser name only', async () => {
    const f = await liveFundraiser();
    for (const body of ['First', 'Second', 'Third'])
      expect((await f.owner.post(path(f.short_code), { body })).status).toBe(201);
    const guest = new Session();
    const first = await guest.get(`${path(f.short_code)}?page_size=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.map((u: { body: string }) => u.body)).toEqual(['Third', 'Second']);
    expect(first.body.meta).toEqual({ page: 1, page_size: 2, total: 3, total_pages: 2 });
    expect(Object.keys(first.body.data[0]).sort()).toEqual(['author_name', 'body', 'created_at', 'id']);
    expect(first.body.data[0].author_name).toBe('Achieng Odhiambo');
    const second = await guest.get(`${path(f.short_code)}?page=2&page_size=2`);
    expect(second.body.data.map((u: { body: string }) => u.body)).toEqual(['First']);
  });

  it('answers 404 for a fundraiser pending review, and an empty list for a live one without updates', async () => {
    const { session } = await verifiedUser('pending');
    const pending = await completeFundraiser(session, 'Not yet reviewed');
    expect((await new Session().get(path(pending.short_code))).status).toBe(404);
    const f = await liveFundraiser();
    const empty = await new Session().get(path(f.short_code));
    expect(empty.body).toEqual({ data: [], meta: { page: 1, page_size: 12, total: 0, total_pages: 1 } });
  });
});
