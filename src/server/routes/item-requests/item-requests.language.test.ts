import { describe, expect, it } from 'vitest';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import type { Session } from '#tests/support/api.ts';
import { itemRequestViewSchema } from '#shared/schemas/items.schema.ts';
import { offerItem } from '../items/items.test-support.ts';

// Item e-mails go out in each recipient's own language (the account's), whoever's action sent them.

const speak = async (session: Session, language: 'en' | 'sw') =>
  expect((await session.request('/users/me/settings/', { method: 'PATCH', json: { language } })).status).toBe(200);

describe('item e-mails', () => {
  it('reach a Kiswahili donor in Kiswahili and an English requester in English', async () => {
    const donor = await verifiedUser('donor-sw');
    await speak(donor.session, 'sw');
    const item = await offerItem(donor.session, { title: 'Viatu vya shule, namba 5' });
    const requester = await verifiedUser('requester-en');
    const asked = await requester.session.post(`/items/${item.code}/requests/`, { message: 'Kwa binti yangu.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const request = itemRequestViewSchema.parse(asked.body.data);

    const [toDonor] = await outbox(donor.email);
    expect(toDonor!.subject).toBe('Mtu ameomba bidhaa yako: Viatu vya shule, namba 5');
    expect(toDonor!.text).toMatch(
      /^Habari Achieng,\n\nAchieng ameomba "Viatu vya shule, namba 5"\. Soma alichoandika, kisha ukubali au ukatae:\n\S+\/items\//,
    );

    expect((await donor.session.post(`/item-requests/${request.id}/accept/`)).status).toBe(200);
    const [toRequester] = await outbox(requester.email);
    expect(toRequester!.subject).toBe('Your request was accepted: Viatu vya shule, namba 5');
    expect(toRequester!.text).toContain(
      'Good news: the donor accepted your request for "Viatu vya shule, namba 5". Open it to see how to reach them and to send a message:',
    );
  });
});
