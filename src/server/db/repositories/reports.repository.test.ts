import { afterAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { createFundraiser } from '#tests/support/fundraisers.ts';
import { offerItem } from '../../routes/items/items.test-support.ts';
import {
  FUNDRAISER_REPORTS,
  insertReport,
  ITEM_REPORTS,
  listOpenReports,
  resolveReports,
  type ReportSubject,
} from './reports.repository.ts';

// The one reports repository, on each of its subjects: a fundraiser and an item offer.

afterAll(closeTestDb);

async function subjectOf(about: ReportSubject) {
  const { session } = await verifiedUser();
  if (about === FUNDRAISER_REPORTS) return (await createFundraiser(session)).id;
  const { code } = await offerItem(session);
  return (await testDb().selectFrom('items').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

describe.each([
  ['a fundraiser', FUNDRAISER_REPORTS],
  ['an item offer', ITEM_REPORTS],
] as const)('reports about %s', (_, about) => {
  it('lists the open reports of what was asked for, oldest first, and settles them once', async () => {
    const db = testDb();
    const [one, other] = [await subjectOf(about), await subjectOf(about)];
    await insertReport(db, about, one, { reason: 'scam', details: 'Asks for fees.' });
    await insertReport(db, about, other, { reason: 'offensive' });
    // A later report is later by the clock the rows are dated with, never a tie.
    await new Promise((done) => setTimeout(done, 5));
    await insertReport(db, about, one, { reason: 'other' });
    const open = await listOpenReports(db, about, [one]);
    expect(open.map((r) => [r.subject_id, r.reason, r.details])).toEqual([
      [one, 'scam', 'Asks for fees.'],
      [one, 'other', null],
    ]);
    expect(await listOpenReports(db, about, [])).toEqual([]);
    expect(await resolveReports(db, about, one, 'dismissed')).toBe(2);
    expect(await resolveReports(db, about, one, 'actioned')).toBe(0);
    expect(await listOpenReports(db, about, [one, other])).toEqual([
      expect.objectContaining({ subject_id: other, reason: 'offensive' }),
    ]);
  });
});
