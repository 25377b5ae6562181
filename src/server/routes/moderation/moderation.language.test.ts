import { describe, expect, it } from 'vitest';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { completeFundraiser, reviewerSession } from '#tests/support/fundraisers.ts';

// A reviewer's decision reaches the organiser in the organiser's language (the account's).

describe('moderation e-mails', () => {
  it('tell a Kiswahili organiser in Kiswahili: approved, rejected with the reason, closed with the reason', async () => {
    const owner = await verifiedUser('owner-sw');
    const settings = await owner.session.request('/users/me/settings/', { method: 'PATCH', json: { language: 'sw' } });
    expect(settings.status).toBe(200);
    const reviewer = await reviewerSession();
    const approved = await completeFundraiser(owner.session, 'Karo ya Baraka');
    const rejected = await completeFundraiser(owner.session, 'Karo ya Amani');
    const decide = (code: string, action: string, reason?: string) =>
      reviewer.post(`/moderation/fundraisers/${code}/${action}/`, reason ? { reason } : undefined);

    expect((await decide(approved.short_code, 'approve')).status).toBe(200);
    const [live] = await outbox(owner.email);
    expect(live!.subject).toBe('Harambee yako sasa inaendelea');
    expect(live!.text).toMatch(
      new RegExp(
        `^Habari Achieng,\\n\\nHabari njema: harambee yako imeidhinishwa na sasa inaendelea\\. Ishiriki na watu wako:\\n\\S+/f/${approved.short_code}$`,
      ),
    );

    expect((await decide(rejected.short_code, 'reject', 'Picha hazilingani na maelezo')).status).toBe(200);
    const [no] = await outbox(owner.email);
    expect(no!.subject).toBe('Harambee yako haikuidhinishwa');
    expect(no!.text).toContain(
      'Wakaguzi wetu hawakuweza kuidhinisha harambee yako, kwa sababu hii:\nPicha hazilingani na maelezo',
    );

    expect((await decide(approved.short_code, 'close', 'Karo imelipwa')).status).toBe(200);
    const [closed] = await outbox(owner.email);
    expect(closed!.subject).toBe('Harambee yako imefungwa');
    expect(closed!.text).toContain('haipokei michango tena. Sababu:\nKaro imelipwa');
  });

  it('keep an English organiser in English, word for word', async () => {
    const owner = await verifiedUser('owner-en');
    const fundraiser = await completeFundraiser(owner.session, 'School fees for Baraka');
    const reviewer = await reviewerSession();
    const reply = await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/reject/`, {
      reason: 'Photos do not match the story',
    });
    expect(reply.status).toBe(200);
    const [mail] = await outbox(owner.email);
    expect(mail!.subject).toBe('Your Harambee fundraiser was not approved');
    expect(mail!.text).toBe(
      [
        'Hello Achieng,',
        '',
        'Our reviewers could not approve your fundraiser, for this reason:',
        'Photos do not match the story',
        '',
        'Reply to this e-mail if you have questions.',
      ].join('\n'),
    );
  });
});
