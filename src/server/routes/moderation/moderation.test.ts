import { describe, expect, it } from 'vitest';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { adminCli } from '#tests/support/admin-cli.ts';
import { Session } from '#tests/support/api.ts';
import { completeFundraiser, createFundraiser, reviewerSession } from '#tests/support/fundraisers.ts';
import { pendingReplySchema } from '#shared/schemas/moderation.schema.ts';

describe('moderation API (reviewers only)', () => {
  it('lists pending fundraisers and approves one, e-mailing the owner', async () => {
    const owner = await verifiedUser('owner');
    const fundraiser = await completeFundraiser(owner.session, 'Approve me');
    const reviewer = await reviewerSession();
    const pending = await reviewer.get('/moderation/pending/');
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((c: { id: string }) => c.id)).toContain(fundraiser.id);
    const approved = await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/approve/`);
    expect(approved.status).toBe(200);
    expect((await new Session().get(`/fundraisers/${fundraiser.short_code}/review/`)).body.data.fundraiser.status).toBe(
      'live',
    );
    const mail = (await outbox(owner.email))[0]!;
    expect(mail.subject).toBe('Your Harambee fundraiser is live');
    expect(mail.text).toContain(`/f/${fundraiser.short_code}`);
    expect((await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/approve/`)).status).toBe(409);
  });

  it('shows each pending fundraiser with every detail, its photos and its organiser, oldest first', async () => {
    const owner = await verifiedUser('organiser');
    const first = await completeFundraiser(owner.session, 'Queued first', 'Water tank for Kibera school.');
    const second = await completeFundraiser(owner.session, 'Queued second');
    const bare = await createFundraiser(owner.session);
    const reply = await (await reviewerSession()).get('/moderation/pending/');
    expect(reply.status).toBe(200);
    const queue = pendingReplySchema.parse(reply.body).data;
    const ids = queue.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const item = queue.find((i) => i.id === first.id)!;
    expect(item).toMatchObject({ status: 'pending_review', title: 'Queued first', organizer: 'Achieng Odhiambo' });
    expect(item.detail).toMatchObject({
      fundraiser_title: 'Queued first',
      fundraiser_details: 'Water tank for Kibera school.',
    });
    expect(item.images).toHaveLength(1);
    expect(item.images[0]!.variants.length).toBeGreaterThan(0);
    expect(item.organiser).toMatchObject({ id: owner.user.id, email_address: owner.email, is_verified: true });
    expect(Date.parse(item.organiser.joined_at)).toBeLessThanOrEqual(Date.now());
    // A fundraiser without details is in the queue too (it cannot be approved yet), shown as bare.
    expect(queue.find((i) => i.id === bare.id)).toMatchObject({ detail: null, images: [] });
  });

  it('rejects with a reason, which the owner sees', async () => {
    const owner = await verifiedUser('owner');
    const fundraiser = await completeFundraiser(owner.session);
    const reviewer = await reviewerSession();
    const noReason = await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/reject/`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['A reason is required']);
    expect(
      (
        await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/reject/`, {
          reason: 'Photos do not match the story',
        })
      ).status,
    ).toBe(200);
    const mine = await owner.session.get('/fundraisers/mine/');
    expect(mine.body.data[0]).toMatchObject({ status: 'rejected', rejection_reason: 'Photos do not match the story' });
    expect((await outbox(owner.email))[0]!.text).toContain('Photos do not match the story');
  });

  it('will not approve a fundraiser without details', async () => {
    const owner = await verifiedUser('owner');
    const bare = await createFundraiser(owner.session);
    const reply = await (await reviewerSession()).post(`/moderation/fundraisers/${bare.short_code}/approve/`);
    expect(reply.status).toBe(409);
  });

  it('is closed to visitors (401) and to ordinary users (403)', async () => {
    expect((await new Session().get('/moderation/pending/')).status).toBe(401);
    const user = await verifiedUser();
    expect((await user.session.get('/moderation/pending/')).status).toBe(403);
    const own = await completeFundraiser(user.session);
    const selfApproval = await user.session.post(`/moderation/fundraisers/${own.short_code}/approve/`);
    expect(selfApproval.status).toBe(403);
    expect(selfApproval.body.message).toBe('You do not have permission to do this');
  });
});

describe('npm run admin', () => {
  it('lists, approves and rejects from the command line', async () => {
    const owner = await verifiedUser('owner');
    const a = await completeFundraiser(owner.session, 'CLI approve');
    const b = await completeFundraiser(owner.session, 'CLI reject');
    const listed = await adminCli('list-pending');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${a.short_code}`);
    expect(listed.out).toContain('CLI approve');
    expect(await adminCli('approve', a.short_code)).toEqual({ code: 0, out: `Approved ${a.short_code}: it is live.` });
    expect(await adminCli('reject', b.short_code, 'Duplicate of another fundraiser')).toEqual({
      code: 0,
      out: `Rejected ${b.short_code}.`,
    });
    expect((await new Session().get(`/fundraisers/${a.short_code}/review/`)).body.data.fundraiser.status).toBe('live');
    expect(
      (await owner.session.get('/fundraisers/mine/')).body.data.find((f: { id: string }) => f.id === b.id)
        .rejection_reason,
    ).toBe('Duplicate of another fundraiser');
  });

  it('explains its mistakes and exits non-zero', async () => {
    expect((await adminCli('approve', 'NOSUCH00')).code).toBe(1);
    expect((await adminCli('approve', 'NOSUCH00')).out).toBe('Fundraiser not found');
    expect((await adminCli('create-reviewer', 'not-an-email', 'x')).out).toBe('Enter a valid email address');
    const usage = await adminCli('frobnicate');
    expect(usage.code).toBe(1);
    expect(usage.out).toContain('create-reviewer <email> <password>');
  });
});
