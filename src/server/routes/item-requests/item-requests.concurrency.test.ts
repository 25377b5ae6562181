import { afterAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { offerItem } from '../items/items.test-support.ts';

afterAll(closeTestDb);

// Races the server must settle (real parallel requests; on PostgreSQL they run at once).

const sorted = (statuses: number[]) => [...statuses].sort((a, b) => a - b);

async function itemState(code: string) {
  const db = testDb();
  const item = await db.selectFrom('items').select(['id', 'status']).where('code', '=', code).executeTakeFirstOrThrow();
  const requests = await db
    .selectFrom('item_requests')
    .select(['id', 'status'])
    .where('item_id', '=', item.id)
    .execute();
  return { status: item.status, requests };
}

describe('item request races', () => {
  it('one person tapping "Request" five times at once gets one open request', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session);
    const requester = await verifiedUser('requester');
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        requester.session.post(`/items/${item.code}/requests/`, { message: 'For my son' }),
      ),
    );
    expect(sorted(replies.map((r) => r.status))).toEqual([201, 409, 409, 409, 409]);
    const state = await itemState(item.code);
    expect(state.requests).toHaveLength(1);
  });

  it('two accepts at once reserve the item for exactly one requester', async () => {
    for (let round = 0; round < 3; round++) {
      const donor = await verifiedUser('donor');
      const item = await offerItem(donor.session);
      const ids: string[] = [];
      for (const tag of ['a', 'b', 'c']) {
        const reply = await (await verifiedUser(tag)).session.post(`/items/${item.code}/requests/`, { message: 'Me' });
        ids.push(reply.body.data.id as string);
      }
      const replies = await Promise.all(ids.map((id) => donor.session.post(`/item-requests/${id}/accept/`)));
      expect(sorted(replies.map((r) => r.status))).toEqual([200, 409, 409]);
      const state = await itemState(item.code);
      expect(state.status).toBe('reserved');
      expect(state.requests.filter((r) => r.status === 'accepted')).toHaveLength(1);
      expect(state.requests.filter((r) => r.status === 'open')).toHaveLength(2);
    }
  });

  it('"given" racing an accept never gives an item nobody was accepted for', async () => {
    for (let round = 0; round < 4; round++) {
      const donor = await verifiedUser('donor');
      const item = await offerItem(donor.session);
      const a = await (await verifiedUser('a')).session.post(`/items/${item.code}/requests/`, { message: 'Me' });
      const b = await (await verifiedUser('b')).session.post(`/items/${item.code}/requests/`, { message: 'Me too' });
      const [accepted, given] = await Promise.all([
        donor.session.post(`/item-requests/${a.body.data.id}/accept/`),
        donor.session.post(`/items/${item.code}/given/`),
      ]);
      expect(accepted.status).toBe(200);
      const state = await itemState(item.code);
      const byId = new Map(state.requests.map((r) => [r.id, r.status]));
      expect(byId.get(a.body.data.id)).toBe('accepted');
      if (given.status === 200) {
        expect(state.status).toBe('given');
        expect(byId.get(b.body.data.id)).toBe('closed');
      } else {
        expect(given.status).toBe(409);
        expect(state.status).toBe('reserved');
        expect(byId.get(b.body.data.id)).toBe('open');
      }
    }
  });

  it('a withdrawal racing the accept leaves either a withdrawn request or a reserved item, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const donor = await verifiedUser('donor');
      const item = await offerItem(donor.session);
      const requester = await verifiedUser('requester');
      const asked = await requester.session.post(`/items/${item.code}/requests/`, { message: 'Me' });
      const id = asked.body.data.id as string;
      const [accepted, withdrawn] = await Promise.all([
        donor.session.post(`/item-requests/${id}/accept/`),
        requester.session.post(`/item-requests/${id}/withdraw/`),
      ]);
      const state = await itemState(item.code);
      const request = state.requests[0]!;
      if (request.status === 'withdrawn') {
        // Withdrawn first (accept refused), or after the accept (which gave the item back).
        expect(state.status).toBe('available');
        expect(withdrawn.status).toBe(200);
      } else {
        expect(request.status).toBe('accepted');
        expect(state.status).toBe('reserved');
        expect([accepted.status, withdrawn.status]).toEqual([200, 409]);
      }
    }
  });
});
