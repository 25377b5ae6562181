import { describe, expect, it } from 'vitest';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { adminCli } from '#tests/support/admin-cli.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from '#tests/support/api.ts';
import { liveFundraiser, review } from '#tests/support/donations.ts';
import { completeFundraiser, reviewerSession } from '#tests/support/fundraisers.ts';
import { decisionsReplySchema } from '#shared/schemas/moderation.schema.ts';
import { reportedReplySchema } from '#shared/schemas/report.schema.ts';

// Nobody decides about their own fundraiser (D-150), and a reviewer closes someone else's only
// through moderation, where the reason is recorded, the owner told and the reports settled.

async function anotherReviewer() {
  const email = uniqueEmail('reviewer2');
  expect((await adminCli('create-reviewer', email, STRONG_PASSWORD)).code).toBe(0);
  const session = new Session();
  expect((await session.post('/users/login/', { email_address: email, password: STRONG_PASSWORD })).status).toBe(200);
  return session;
}

const decisionsFor = async (reviewer: Session, shortCode: string) =>
  decisionsReplySchema
    .parse((await reviewer.get('/moderation/decisions/?page_size=50')).body)
    .data.filter((d) => d.fundraiser.short_code === shortCode);

describe('a reviewer and their own fundraiser', () => {
  it('refuses approving or rejecting it (403), records nothing; another reviewer or the command line may', async () => {
    const reviewer = await reviewerSession();
    const own = await completeFundraiser(reviewer, 'My own appeal');
    const approve = await reviewer.post(`/moderation/fundraisers/${own.short_code}/approve/`);
    expect(approve.status).toBe(403);
    expect(approve.body.message).toBe('You cannot review your own fundraiser');
    const reject = await reviewer.post(`/moderation/fundraisers/${own.short_code}/reject/`, { reason: 'Mine' });
    expect(reject.status).toBe(403);
    expect(reject.body.message).toBe('You cannot review your own fundraiser');
    expect((await review(own.short_code)).fundraiser.status).toBe('pending_review');
    expect(await decisionsFor(reviewer, own.short_code)).toEqual([]);

    const colleague = await anotherReviewer();
    expect((await colleague.post(`/moderation/fundraisers/${own.short_code}/approve/`)).status).toBe(200);
    expect((await review(own.short_code)).fundraiser.status).toBe('live');

    const second = await completeFundraiser(reviewer, 'My second appeal');
    expect(await adminCli('reject', second.short_code, 'Duplicate')).toEqual({
      code: 0,
      out: `Rejected ${second.short_code}.`,
    });
    // Two runs of the admin command (a process each): slow on a busy machine.
  }, 120_000);
});

describe("closing someone else's fundraiser", () => {
  it("is refused on the owner's endpoint (403) and changes nothing", async () => {
    const fundraiser = await liveFundraiser('Not the reviewer’s');
    const reviewer = await reviewerSession();
    const closed = await reviewer.post(`/fundraisers/${fundraiser.short_code}/close/`);
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe('You do not have permission to do this');
    expect((await review(fundraiser.short_code)).fundraiser.status).toBe('live');
  });

  it('goes through moderation: the reason recorded, the owner told, the reports settled', async () => {
    const owner = await verifiedUser('owner');
    const fundraiser = await completeFundraiser(owner.session, 'Reported and closed');
    const reviewer = await reviewerSession();
    expect((await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/approve/`)).status).toBe(200);
    const filed = await new Session().post(`/fundraisers/${fundraiser.short_code}/reports/`, { reason: 'scam' });
    expect(filed.status).toBe(201);

    const reason = 'The hospital says the bill was settled';
    const closed = await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/close/`, { reason });
    expect(closed.status).toBe(200);
    expect((await review(fundraiser.short_code)).fundraiser.status).toBe('closed');
    expect((await decisionsFor(reviewer, fundraiser.short_code)).map((d) => [d.action, d.reason])).toEqual([
      ['close', reason],
      ['approve', null],
    ]);
    const mail = (await outbox(owner.email)).find((m) => m.subject === 'Your Harambee fundraiser was closed');
    expect(mail?.text).toContain(reason);
    const reported = reportedReplySchema.parse((await reviewer.get('/moderation/reports/')).body).data;
    expect(reported.find((item) => item.short_code === fundraiser.short_code)).toBeUndefined();
  });
});
