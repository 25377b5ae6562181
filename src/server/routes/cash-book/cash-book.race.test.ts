import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { decide, recorded } from '#tests/support/cash-book.ts';
import { addTreasurers } from '#tests/support/treasurers.ts';
import { money, startMoneyServer, type MoneyServer } from '#tests/support/withdrawals.ts';

// Decisions sent at the same time (D-237): two treasurers confirming one entry together, one of them
// twice, and a confirmation racing its recorder's withdrawal. Each is a compare-and-swap from
// `waiting` in the transaction that writes the ledger's `cash` entry (D-238), so exactly one wins
// and the cash counts once. Real concurrent requests to a real server; on PostgreSQL these are
// concurrent transactions on one row.

let server: MoneyServer;
beforeAll(async () => {
  server = await startMoneyServer('cash-book-race');
}, 60_000);
afterAll(() => server?.dispose());

const ROUNDS = 5;

describe('decisions at once', () => {
  it('counts an entry confirmed by two treasurers at once (and by one twice) once', async () => {
    const { owner, shortCode, id: fundraiserId } = await server.ownerWithMoney([]);
    const [a, b, c] = await addTreasurers(owner, shortCode, 3, server.api);
    const ids = [];
    for (let i = 0; i < ROUNDS; i++) ids.push(await recorded(a!.session, shortCode, { amount: 1000 + i }));

    const replies = await Promise.all(
      ids.flatMap((id) => [b!, c!, b!].map((t) => decide(t.session, shortCode, id, 'confirm'))),
    );
    for (let i = 0; i < ROUNDS; i++) {
      const statuses = replies.slice(i * 3, i * 3 + 3).map((r) => r.status);
      expect(
        statuses.filter((s) => s === 200),
        statuses.join(),
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 409),
        statuses.join(),
      ).toHaveLength(2);
    }

    const credits = await server
      .db()
      .selectFrom('ledger_entries')
      .select(['source_id'])
      .where('fundraiser_id', '=', fundraiserId)
      .where('kind', '=', 'cash')
      .execute();
    expect(credits.map((c) => c.source_id).sort()).toEqual([...ids].sort());
    const total = ids.reduce((sum, _, i) => sum + (1000 + i) * 100, 0);
    expect(await money(owner, shortCode)).toMatchObject({ raised: total, cash: total, available: 0 });
    const proved = await adminCliOn(server.env, 'reconcile');
    expect(proved.code, proved.out).toBe(0);
  });

  it('lets either a confirmation or its recorder’s withdrawal win, never both', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([]);
    const [a, b] = await addTreasurers(owner, shortCode, 2, server.api);
    const ids = [];
    for (let i = 0; i < ROUNDS; i++) ids.push(await recorded(a!.session, shortCode, { amount: 500 }));
    const replies = await Promise.all(
      ids.flatMap((id) => [
        decide(b!.session, shortCode, id, 'confirm'),
        decide(a!.session, shortCode, id, 'withdraw'),
      ]),
    );
    let confirmed = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const [confirm, withdraw] = replies.slice(i * 2, i * 2 + 2).map((r) => r.status);
      expect([confirm, withdraw].sort()).toEqual([200, 409]);
      if (confirm === 200) confirmed++;
    }
    expect((await money(owner, shortCode)).cash).toBe(confirmed * 50_000);
  });
});
