import { afterAll, describe, expect, it } from 'vitest';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';
import { ITEM_MSG, reportedItemsReplySchema } from '#shared/schemas/items.schema.ts';
import { offerItem } from '../items/items.test-support.ts';

afterAll(closeTestDb);

// 'Report this offer' (no account) and the reviewers' answer: remove it or dismiss the reports.

const report = (code: string, body: unknown, session = new Session()) => session.post(`/items/${code}/reports/`, body);

async function reported(code: string) {
  const reply = await (await reviewerSession()).get('/moderation/item-reports/');
  expect(reply.status).toBe(200);
  return reportedItemsReplySchema.parse(reply.body).data.find((i) => i.code === code);
}

describe('POST /items/{code}/reports/', () => {
  it('takes a report without an account, checks it, and keeps nothing about the reporter', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session);
    const noReason = await report(item.code, { details: 'x' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['Choose a reason']);
    expect((await report('Zz9Zz9Zz', { reason: 'other' })).status).toBe(404);
    const filed = await report(item.code, { reason: 'scam', details: 'Asks for money to deliver.' });
    expect(filed.status).toBe(201);
    expect(filed.body.message).toBe(ITEM_MSG.reportReceived);
    const db = testDb();
    const { id } = await db.selectFrom('items').select('id').where('code', '=', item.code).executeTakeFirstOrThrow();
    const rows = await db.selectFrom('item_reports').selectAll().where('item_id', '=', id).execute();
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['created_at', 'details', 'id', 'item_id', 'reason', 'resolution', 'resolved_at'].sort(),
    );
  });

  it('limits reports from one address', async () => {
    const item = await offerItem((await verifiedUser('donor')).session);
    const session = new Session();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await report(item.code, { reason: 'other' }, session)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe('reviewers and reported items', () => {
  it('are reviewers-only; removal needs a reason, is recorded, e-mails the donor and hides the item', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session, { title: `Reported radio ${Date.now()}` });
    const requester = await verifiedUser('requester');
    const asked = await requester.session.post(`/items/${item.code}/requests/`, { message: 'Me' });
    await report(item.code, { reason: 'misleading', details: 'first' });
    await report(item.code, { reason: 'offensive', details: 'second' });

    const someone = await verifiedUser('curious');
    expect((await new Session().get('/moderation/item-reports/')).status).toBe(401);
    expect((await someone.session.get('/moderation/item-reports/')).status).toBe(403);
    const notAllowed = await someone.session.post(`/moderation/items/${item.code}/remove/`, { reason: 'I say so' });
    expect(notAllowed.status).toBe(403);
    expect((await donor.session.post(`/moderation/items/${item.code}/remove/`, { reason: 'x' })).status).toBe(403);
    expect((await new Session().get(`/items/${item.code}/`)).status).toBe(200);

    const listed = await reported(item.code);
    expect(listed?.reports.map((r) => r.details)).toEqual(['first', 'second']);

    const reviewer = await reviewerSession();
    const noReason = await reviewer.post(`/moderation/items/${item.code}/remove/`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    const removed = await reviewer.post(`/moderation/items/${item.code}/remove/`, { reason: 'Misleading photos' });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(ITEM_MSG.removed);
    expect((await reviewer.post(`/moderation/items/${item.code}/remove/`, { reason: 'again' })).status).toBe(409);

    expect((await new Session().get(`/items/${item.code}/`)).status).toBe(404);
    expect((await new Session().get(`/items/?q=${encodeURIComponent(item.title)}`)).body.meta.total).toBe(0);
    expect(await reported(item.code)).toBeUndefined();
    expect((await requester.session.get(`/item-requests/${asked.body.data.id}/`)).body.data.status).toBe('closed');
    const mail = (await outbox(donor.email)).find((m) => m.subject.startsWith('Your item was removed'));
    expect(mail?.text).toContain('Misleading photos');

    const db = testDb();
    const row = await db.selectFrom('items').selectAll().where('code', '=', item.code).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'removed', removed_reason: 'Misleading photos' });
    const decisions = await db.selectFrom('item_decisions').selectAll().where('item_id', '=', row.id).execute();
    expect(decisions).toMatchObject([{ action: 'remove', reason: 'Misleading photos' }]);
    expect(decisions[0]!.reviewer_id).toBeTruthy();
  });

  it('dismisses the reports of an offer that is fine, recorded, and only once', async () => {
    const item = await offerItem((await verifiedUser('donor')).session);
    await report(item.code, { reason: 'duplicate' });
    const someone = await verifiedUser('curious');
    const path = `/moderation/items/${item.code}/dismiss-reports/`;
    expect((await someone.session.post(path, { reason: 'Fine' })).status).toBe(403);
    const reviewer = await reviewerSession();
    const dismissed = await reviewer.post(path, { reason: 'A real offer' });
    expect(dismissed.status).toBe(200);
    expect(await reported(item.code)).toBeUndefined();
    const again = await reviewer.post(path, { reason: 'A real offer' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ITEM_MSG.noOpenReports);
    expect((await new Session().get(`/items/${item.code}/`)).status).toBe(200);
  });
});
