import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationStatus } from '#shared/constants.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { closeTestDb } from '#tests/support/database.ts';
import { liveFundraiser } from '#tests/support/donations.ts';
import { insertDonation } from '#tests/support/support-messages.ts';

// GET /users/me/donations/: the donations the signed-in user made, and never anyone else's.

afterAll(closeTestDb);

let fundraiser: { id: string; short_code: string };
const TITLE = 'Books for Kiganjo Primary';

beforeAll(async () => {
  const live = await liveFundraiser(TITLE);
  fundraiser = { id: live.id, short_code: live.short_code };
}, 60_000);

/** A donation as the payment flow leaves it, paid (or not) at `at`. */
const donation = async (userId: string | null, amountKes: number, at: string, status: DonationStatus = 'succeeded') =>
  (await insertDonation(fundraiser.id, { message: null, at, status, amountKes, userId })).id;

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9)).toISOString();

describe('GET /users/me/donations/', () => {
  it("lists only the caller's succeeded donations, newest first, with the fundraiser", async () => {
    const me = await verifiedUser('donor');
    const other = await verifiedUser('other');
    const older = await donation(me.user.id, 500, day(2));
    const newer = await donation(me.user.id, 1200, day(5));
    await donation(me.user.id, 700, day(6), 'failed');
    await donation(me.user.id, 800, day(7), 'pending');
    const theirs = await donation(other.user.id, 9999, day(8));
    await donation(null, 300, day(9));

    const reply = await me.session.get('/users/me/donations/');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('private, no-cache');
    expect(reply.body.data).toEqual([
      {
        id: newer,
        amount: 1200,
        currency: 'KES',
        paid_at: day(5),
        fundraiser: { short_code: fundraiser.short_code, title: TITLE },
      },
      {
        id: older,
        amount: 500,
        currency: 'KES',
        paid_at: day(2),
        fundraiser: { short_code: fundraiser.short_code, title: TITLE },
      },
    ]);
    expect(reply.body.meta).toEqual({ page: 1, page_size: 12, total: 2, total_pages: 1 });

    const theirReply = await other.session.get('/users/me/donations/');
    expect(theirReply.body.data.map((d: { id: string }) => d.id)).toEqual([theirs]);
  });

  it('pages through them without repeating or skipping one', async () => {
    const me = await verifiedUser('donor');
    const ids = [];
    for (let i = 1; i <= 5; i++) ids.push(await donation(me.user.id, 100 * i, day(10 + i)));
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const reply = await me.session.get(`/users/me/donations/?page=${page}&page_size=2`);
      expect(reply.status).toBe(200);
      expect(reply.body.meta).toEqual({ page, page_size: 2, total: 5, total_pages: 3 });
      pages.push(reply.body.data.map((d: { id: string }) => d.id));
    }
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual([...ids].reverse());
  });

  it('answers an account that gave nothing with an empty list', async () => {
    const { session } = await verifiedUser('donor');
    const reply = await session.get('/users/me/donations/');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: [], meta: { page: 1, page_size: 12, total: 0, total_pages: 1 } });
  });

  it('refuses a visitor who is not signed in with 401, and a bad page with 400', async () => {
    expect((await new Session().get('/users/me/donations/')).status).toBe(401);
    const { session } = await verifiedUser('donor');
    expect((await session.get('/users/me/donations/?page=0')).status).toBe(400);
  });
});
