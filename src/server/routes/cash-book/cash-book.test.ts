import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MSG, nairobiDate } from '#shared/cash-book.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { bookOf, decide, recordCash, recorded, today } from '#tests/support/cash-book.ts';
import { Session } from '#tests/support/api.ts';
import { addTreasurers } from '#tests/support/treasurers.ts';
import { startMoneyServer, type MoneyServer } from '#tests/support/withdrawals.ts';

// The cash book's two-person rule (D-237) against a real server and database: an entry waits until
// a second person confirms it: another treasurer, or the owner when there is one treasurer; never
// the person who recorded it. A confirmer may refuse it with a reason, its recorder withdraw it;
// once decided it stays so. Only the owner and the active treasurers keep the book.

let server: MoneyServer;
beforeAll(async () => {
  server = await startMoneyServer('cash-book');
}, 60_000);
afterAll(() => server?.dispose());

/** A live fundraiser (no money yet) with `n` active treasurers. */
async function bookWith(n: number) {
  const f = await server.ownerWithMoney([]);
  const treasurers = n ? await addTreasurers(f.owner, f.shortCode, n, server.api) : [];
  return { ...f, treasurers: treasurers.map((t) => t.session) };
}

const statusOf = async (session: Session, shortCode: string, id: string) =>
  ((await bookOf(session, shortCode)).body.data.entries as { id: string; status: string }[]).find((e) => e.id === id)
    ?.status;

describe('with two treasurers', () => {
  it('counts an entry once a second treasurer confirms it, never on its recorder’s word', async () => {
    const { owner, shortCode, treasurers } = await bookWith(2);
    const [a, b] = treasurers;
    const id = await recorded(a!, shortCode, { amount: 4500 });

    // What each keeper may do is in the book itself, so a screen offers only that.
    const seenByA = (await bookOf(a!, shortCode)).body.data;
    expect(seenByA).toMatchObject({
      can_record: true,
      needs_treasurer: false,
      waiting_total: 450_000,
      confirmed_total: 0,
    });
    expect(seenByA.entries[0]).toMatchObject({
      id,
      status: 'waiting',
      amount: 450_000,
      donor_name: 'Mama Wanjiru',
      anonymous: false,
      received_on: today(),
      recorded_by_me: true,
      can_confirm: false,
      can_withdraw: true,
      has_photo: false,
    });
    expect((await bookOf(b!, shortCode)).body.data.entries[0]).toMatchObject({
      can_confirm: true,
      can_withdraw: false,
    });
    // The owner is not a confirmer while there are two treasurers.
    expect((await bookOf(owner, shortCode)).body.data.entries[0]).toMatchObject({ can_confirm: false });

    const own = await decide(a!, shortCode, id, 'confirm');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(CASH_MSG.ownEntry);
    expect((await decide(owner, shortCode, id, 'confirm')).status).toBe(403);
    expect(await statusOf(a!, shortCode, id)).toBe('waiting');

    const confirmed = await decide(b!, shortCode, id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(CASH_MSG.confirmed);
    expect(confirmed.body.data).toMatchObject({
      status: 'confirmed',
      can_confirm: false,
      decided_at: expect.any(String),
    });
    expect(confirmed.body.data.decided_by).toEqual(expect.any(String));
    expect((await bookOf(owner, shortCode)).body.data).toMatchObject({ confirmed_total: 450_000, waiting_total: 0 });

    // Decided once: neither a second confirmation, a refusal nor a withdrawal changes it.
    expect((await decide(b!, shortCode, id, 'confirm')).status).toBe(409);
    expect((await decide(b!, shortCode, id, 'refuse', { reason: 'Counted twice' })).status).toBe(409);
    expect((await decide(a!, shortCode, id, 'withdraw')).status).toBe(409);
  });

  it('lets the owner record, and either treasurer confirm', async () => {
    const { owner, shortCode, treasurers } = await bookWith(2);
    const id = await recorded(owner, shortCode, { anonymous: true, donor_name: 'Typed before ticking' });
    expect((await bookOf(owner, shortCode)).body.data.entries[0]).toMatchObject({
      // An anonymous gift keeps no name (D-239).
      donor_name: null,
      anonymous: true,
      can_confirm: false,
    });
    expect((await decide(treasurers[1]!, shortCode, id, 'confirm')).status).toBe(200);
  });
});

describe('with one treasurer', () => {
  it('has the owner confirm the treasurer’s entry, and the treasurer the owner’s', async () => {
    const { owner, shortCode, treasurers } = await bookWith(1);
    const [t] = treasurers;
    const byTreasurer = await recorded(t!, shortCode);
    expect((await decide(t!, shortCode, byTreasurer, 'confirm')).status).toBe(403);
    expect((await decide(owner, shortCode, byTreasurer, 'confirm')).status).toBe(200);

    const byOwner = await recorded(owner, shortCode, { amount: 700 });
    const own = await decide(owner, shortCode, byOwner, 'confirm');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(CASH_MSG.ownEntry);
    expect((await decide(t!, shortCode, byOwner, 'confirm')).status).toBe(200);
    expect((await bookOf(owner, shortCode)).body.data.confirmed_total).toBe(370_000);
  });
});

describe('refusing and withdrawing', () => {
  it('refuses with a reason (a confirmer only) and lets the recorder alone withdraw', async () => {
    const { owner, shortCode, treasurers } = await bookWith(1);
    const [t] = treasurers;
    const first = await recorded(t!, shortCode);

    const noReason = await decide(owner, shortCode, first, 'refuse', {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual([CASH_MSG.reasonRequired]);
    expect((await decide(t!, shortCode, first, 'refuse', { reason: 'I recorded it twice' })).status).toBe(403);
    const refused = await decide(owner, shortCode, first, 'refuse', { reason: 'Receipt 0142 was for the choir' });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 'refused', refusal_reason: 'Receipt 0142 was for the choir' });

    const second = await recorded(t!, shortCode);
    expect((await decide(owner, shortCode, second, 'withdraw')).status).toBe(403);
    const withdrawn = await decide(t!, shortCode, second, 'withdraw');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await decide(owner, shortCode, second, 'confirm')).status).toBe(409);

    // Neither counts.
    expect((await bookOf(owner, shortCode)).body.data).toMatchObject({ confirmed_total: 0, waiting_total: 0 });
  });
});

describe('what an entry must say', () => {
  it('refuses each field the shared schema refuses, and dates out of the fundraiser’s life', async () => {
    const { owner, shortCode } = await bookWith(1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 5 }, 'amount', CASH_MSG.amountMin],
      [{ amount: 12.5 }, 'amount', CASH_MSG.amountWhole],
      [{ amount: 1_000_001 }, 'amount', CASH_MSG.amountMax],
      [{ donor_name: '  ' }, 'donor_name', CASH_MSG.nameRequired],
      [{ note: '' }, 'note', CASH_MSG.noteRequired],
      [{ received_on: '2026-02-30' }, 'received_on', CASH_MSG.dateRequired],
      [{ received_on: '2026-13-01' }, 'received_on', CASH_MSG.dateRequired],
      [{ received_on: '2026-00-10' }, 'received_on', CASH_MSG.dateRequired],
      [{ received_on: '0000-01-01' }, 'received_on', CASH_MSG.dateRequired],
      [{ received_on: '2026-1-5' }, 'received_on', CASH_MSG.dateRequired],
      [{ received_on: '2999-01-01' }, 'received_on', CASH_MSG.dateFuture],
      [{ received_on: '2020-01-01' }, 'received_on', CASH_MSG.dateBeforeFundraiser],
    ];
    for (const [change, field, message] of cases) {
      const reply = await recordCash(owner, shortCode, change);
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.body.errors[field], JSON.stringify(change)).toEqual([message]);
    }
    expect((await bookOf(owner, shortCode)).body.data.entries).toEqual([]);
  });

  it('reads "today" from the server’s calendar, which demo mode’s clock moves', async () => {
    const { owner, shortCode } = await bookWith(1);
    const inTwoDays = nairobiDate(Date.now() + 2 * 24 * 3600_000);
    expect((await recordCash(owner, shortCode, { received_on: inTwoDays })).body.errors.received_on).toEqual([
      CASH_MSG.dateFuture,
    ]);
    const clock = `${server.api}/dev/clock`;
    const moved = await fetch(clock, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: new Date(Date.now() + 3 * 24 * 3600_000).toISOString() }),
    });
    expect(moved.status).toBe(200);
    try {
      expect((await recordCash(owner, shortCode, { received_on: inTwoDays })).status).toBe(201);
    } finally {
      await fetch(clock, { method: 'DELETE' });
    }
  });

  it('needs a treasurer: with nobody to confirm, nothing is recorded', async () => {
    const { owner, shortCode } = await bookWith(0);
    expect((await bookOf(owner, shortCode)).body.data).toMatchObject({ can_record: false, needs_treasurer: true });
    const reply = await recordCash(owner, shortCode);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(CASH_MSG.needsTreasurer);
  });

  it('takes an entry once for one Idempotency-Key', async () => {
    const { owner, shortCode } = await bookWith(1);
    const key = { 'idempotency-key': 'cash-entry-retry-1' };
    const path = `/fundraisers/${shortCode}/cash-book/`;
    const first = await owner.post(path, entryOf(), key);
    const again = await owner.post(path, entryOf(), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await bookOf(owner, shortCode)).body.data.entries).toHaveLength(1);
  });
});

const entryOf = () => ({ amount: 2500, donor_name: 'Baraka', received_on: today(), note: 'At the chief’s camp' });

describe('who keeps the book', () => {
  it('refuses strangers and reviewers everything, and an entry of another fundraiser is not found', async () => {
    const { owner, shortCode, treasurers } = await bookWith(1);
    const id = await recorded(treasurers[0]!, shortCode);
    const { session: stranger } = await verifiedUser('stranger', server.api);
    for (const who of [stranger, await reviewerIn()]) {
      expect((await bookOf(who, shortCode)).status).toBe(403);
      expect((await recordCash(who, shortCode)).status).toBe(403);
      expect((await decide(who, shortCode, id, 'confirm')).status).toBe(403);
      expect((await decide(who, shortCode, id, 'refuse', { reason: 'Not ours at all' })).status).toBe(403);
      expect((await who.get(`/fundraisers/${shortCode}/cash-book/${id}/photo/`)).status).toBe(403);
    }
    expect((await new Session(undefined, server.api).get(`/fundraisers/${shortCode}/cash-book/`)).status).toBe(401);
    const other = await bookWith(1);
    expect((await decide(other.owner, other.shortCode, id, 'confirm')).status).toBe(404);
    expect(await statusOf(owner, shortCode, id)).toBe('waiting');
  });
});

/** A reviewer on this file's own server (reviewers see money, D-199, but not the cash book). */
async function reviewerIn() {
  const { session, user } = await verifiedUser('reviewer', server.api);
  await server.db().updateTable('users').set({ role: 'reviewer' }).where('id', '=', user.id).execute();
  return session;
}
