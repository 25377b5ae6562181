import { describe, expect, it } from 'vitest';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { inject } from 'vitest';
import { Session } from '#tests/support/api.ts';
import {
  ITEM_MSG,
  itemMessagesReplySchema,
  itemRequestsReplySchema,
  itemRequestViewSchema,
  itemSchema,
  myItemsReplySchema,
} from '#shared/schemas/items.schema.ts';
import { offerItem } from '../items/items.test-support.ts';

// Requesting an item and handing it over: one open request per person, the donor's decisions,
// contact details only for the accepted requester, messages, and the e-mails on the way.

const ask = (session: Session, code: string, message = 'For my daughter, starting form one.') =>
  session.post(`/items/${code}/requests/`, { message });

async function asked(session: Session, code: string) {
  const reply = await ask(session, code);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return itemRequestViewSchema.parse(reply.body.data);
}

const PHONE = '0712 345 678';

describe('POST /items/{code}/requests/', () => {
  it('takes a request from a verified account, once, and e-mails the donor', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session, { share_phone: true, phone: PHONE });
    expect((await ask(new Session(), item.code)).status).toBe(401);
    const empty = await donor.session.post(`/items/${item.code}/requests/`, { message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.message).toEqual([ITEM_MSG.requestMessageRequired]);
    const own = await ask(donor.session, item.code);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(ITEM_MSG.ownItem);

    const requester = await verifiedUser('requester');
    const request = await asked(requester.session, item.code);
    expect(request).toMatchObject({ status: 'open', contact: null, requester: { first_name: 'Achieng' } });
    const twice = await ask(requester.session, item.code);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ITEM_MSG.alreadyRequested);

    const mails = (await outbox(donor.email)).filter((m) => m.subject.includes('Someone asked for your item'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${inject('serverEnv').PUBLIC_URL}/items/${item.code}`);
    expect(mails[0]!.text).not.toContain(requester.email);

    const page = itemSchema.parse((await requester.session.get(`/items/${item.code}/`)).body.data);
    expect(page.viewer?.my_request).toEqual({ id: request.id, status: 'open' });
    const mine = myItemsReplySchema.parse((await donor.session.get('/items/mine/')).body);
    expect(mine.data.find((i) => i.code === item.code)?.open_requests).toBe(1);
  });
});

describe('the donor decides', () => {
  it('lets only the donor see and decide; contact reaches only the accepted requester', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session, { share_phone: true, phone: PHONE });
    const chosen = await verifiedUser('chosen');
    const other = await verifiedUser('other');
    const stranger = await verifiedUser('stranger');
    const a = await asked(chosen.session, item.code);
    const b = await asked(other.session, item.code);

    // Only the donor lists the requests; nobody else may accept, decline or mark given.
    expect((await stranger.session.get(`/items/${item.code}/requests/`)).status).toBe(403);
    expect((await chosen.session.get(`/items/${item.code}/requests/`)).status).toBe(403);
    expect((await stranger.session.post(`/item-requests/${a.id}/accept/`)).status).toBe(404);
    expect((await chosen.session.post(`/item-requests/${a.id}/accept/`)).status).toBe(403);
    expect((await other.session.post(`/item-requests/${b.id}/decline/`)).status).toBe(403);
    expect((await stranger.session.post(`/items/${item.code}/given/`)).status).toBe(403);
    expect((await stranger.session.get(`/item-requests/${a.id}/`)).status).toBe(404);
    expect((await donor.session.post(`/item-requests/${a.id}/withdraw/`)).status).toBe(403);
    expect(itemSchema.parse((await new Session().get(`/items/${item.code}/`)).body.data).status).toBe('available');

    const listed = itemRequestsReplySchema.parse((await donor.session.get(`/items/${item.code}/requests/`)).body);
    expect(listed.data.map((r) => r.id)).toEqual([a.id, b.id]);

    const accepted = await donor.session.post(`/item-requests/${a.id}/accept/`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(ITEM_MSG.accepted);
    const second = await donor.session.post(`/item-requests/${b.id}/accept/`);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(ITEM_MSG.alreadyReserved);
    expect(itemSchema.parse((await new Session().get(`/items/${item.code}/`)).body.data).status).toBe('reserved');

    // The accepted requester sees the donor's phone; the other requester, a stranger and a guest do not.
    const theirs = itemRequestViewSchema.parse((await chosen.session.get(`/item-requests/${a.id}/`)).body.data);
    expect(theirs.contact).toEqual({ donor_first_name: 'Achieng', donor_phone: '254712345678' });
    const others = await other.session.get(`/item-requests/${b.id}/`);
    expect(others.body.data.status).toBe('open');
    expect(others.body.data.contact).toBeNull();
    for (const reply of [
      others,
      await other.session.get('/item-requests/mine/'),
      await other.session.get(`/items/${item.code}/`),
      await stranger.session.get(`/items/${item.code}/`),
      await new Session().get(`/items/${item.code}/`),
      await new Session().get(`/items/?q=${encodeURIComponent(item.title)}`),
    ])
      expect(JSON.stringify(reply.body)).not.toMatch(/712 ?345 ?678|@/);

    const acceptMail = (await outbox(chosen.email)).find((m) => m.subject.startsWith('Your request was accepted'));
    expect(acceptMail?.text).toContain(`/items/${item.code}`);
    expect(acceptMail?.text).not.toMatch(/712 ?345/);

    // Declined: the requester is told, and sees no contact.
    const declined = await donor.session.post(`/item-requests/${b.id}/decline/`);
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'declined', contact: null });
    expect((await outbox(other.email)).some((m) => m.subject.startsWith('Your request was declined'))).toBe(true);
    expect(JSON.stringify((await other.session.get(`/item-requests/${b.id}/`)).body)).not.toMatch(/712 ?345/);
    const again = await ask(other.session, item.code);
    expect(again.status).toBe(409);

    const mine = itemRequestsReplySchema.parse((await chosen.session.get('/item-requests/mine/')).body);
    expect(mine.data.find((r) => r.id === a.id)?.status).toBe('accepted');
  });

  it('keeps the phone to itself when the donor did not share it', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session, { share_phone: false, phone: PHONE });
    const requester = await verifiedUser('requester');
    const request = await asked(requester.session, item.code);
    await donor.session.post(`/item-requests/${request.id}/accept/`);
    const view = itemRequestViewSchema.parse((await requester.session.get(`/item-requests/${request.id}/`)).body.data);
    expect(view.contact).toEqual({ donor_first_name: 'Achieng', donor_phone: null });
  });

  it('marks a reserved item given, closes the other requests and takes it off the list', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session, { title: `Given ${Date.now()}` });
    const notYet = await donor.session.post(`/items/${item.code}/given/`);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(ITEM_MSG.notReserved);
    const first = await verifiedUser('first');
    const second = await verifiedUser('second');
    const a = await asked(first.session, item.code);
    const b = await asked(second.session, item.code);
    await donor.session.post(`/item-requests/${a.id}/accept/`);
    // Reserved: others may not ask any more.
    const late = await ask((await verifiedUser('late')).session, item.code);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ITEM_MSG.notAvailable);

    const given = await donor.session.post(`/items/${item.code}/given/`);
    expect(given.status).toBe(200);
    expect(given.body.data.status).toBe('given');
    expect((await second.session.get(`/item-requests/${b.id}/`)).body.data.status).toBe('closed');
    const list = await new Session().get(`/items/?q=${encodeURIComponent(item.title)}`);
    expect(list.body.meta.total).toBe(0);
    expect((await new Session().get(`/items/${item.code}/`)).body.data.status).toBe('given');
    const mine = myItemsReplySchema.parse((await donor.session.get('/items/mine/')).body);
    expect(mine.data.find((i) => i.code === item.code)).toMatchObject({ status: 'given', open_requests: 0 });
    expect((await donor.session.post(`/items/${item.code}/given/`)).status).toBe(409);
  });

  it('puts the item back on the list when the accepted requester withdraws', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session);
    const requester = await verifiedUser('requester');
    const request = await asked(requester.session, item.code);
    await donor.session.post(`/item-requests/${request.id}/accept/`);
    const withdrawn = await requester.session.post(`/item-requests/${request.id}/withdraw/`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await new Session().get(`/items/${item.code}/`)).body.data.status).toBe('available');
    expect((await requester.session.post(`/item-requests/${request.id}/withdraw/`)).status).toBe(409);
    // Withdrawn is not declined: they may ask again.
    expect((await ask(requester.session, item.code)).status).toBe(201);
  });
});

describe('messages on an accepted request', () => {
  it('are for the two parties once accepted', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session);
    const requester = await verifiedUser('requester');
    const stranger = await verifiedUser('stranger');
    const request = await asked(requester.session, item.code);
    const path = `/item-requests/${request.id}/messages/`;
    const early = await requester.session.post(path, { body: 'Hello?' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(ITEM_MSG.messagesClosed);
    await donor.session.post(`/item-requests/${request.id}/accept/`);

    const empty = await requester.session.post(path, { body: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.body).toEqual([ITEM_MSG.messageRequired]);
    expect((await requester.session.post(path, { body: 'When can I pick them up?' })).status).toBe(201);
    expect((await donor.session.post(path, { body: 'Saturday at 10, Kasarani stage.' })).status).toBe(201);
    expect((await stranger.session.post(path, { body: 'Me too' })).status).toBe(404);
    expect((await stranger.session.get(path)).status).toBe(404);
    expect((await new Session().get(path)).status).toBe(401);

    const thread = itemMessagesReplySchema.parse((await donor.session.get(path)).body);
    expect(thread.data.map((m) => [m.from, m.body])).toEqual([
      ['requester', 'When can I pick them up?'],
      ['donor', 'Saturday at 10, Kasarani stage.'],
    ]);
  });
});
