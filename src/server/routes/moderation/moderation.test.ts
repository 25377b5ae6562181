import { describe, expect, it } from 'vitest';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { adminCli } from '#tests/support/admin-cli.ts';
import { Session } from '#tests/support/api.ts';
import { completeFundraiser, createFundraiser, reviewerSession } from '#tests/support/fundraisers.ts';
import { decisionsReplySchema, pendingReplySchema } from '#shared/schemas/moderation.schema.ts';

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

describe('closing and the record of decisions', () => {
  it('closes a live fundraiser with a reason, e-mailing the owner', async () => {
    const owner = await verifiedUser('owner');
    const fundraiser = await completeFundraiser(owner.session, 'Close me');
    const reviewer = await reviewerSession();
    const closeUrl = `/moderation/fundraisers/${fundraiser.short_code}/close/`;
    expect((await reviewer.post(closeUrl, { reason: 'Not yet live' })).status).toBe(409);
    await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/approve/`);
    const noReason = await reviewer.post(closeUrl, { reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['A reason is required']);
    expect((await reviewer.post(closeUrl, { reason: 'The school confirmed the fees are paid' })).status).toBe(200);
    expect((await new Session().get(`/fundraisers/${fundraiser.short_code}/review/`)).body.data.fundraiser.status).toBe(
      'closed',
    );
    const mail = (await outbox(owner.email)).find((m) => m.subject === 'Your Harambee fundraiser was closed')!;
    expect(mail.text).toContain('The school confirmed the fees are paid');
    expect((await reviewer.post(closeUrl, { reason: 'Again' })).status).toBe(409);
    expect((await reviewer.post('/moderation/fundraisers/NOSUCH00/close/', { reason: 'x' })).status).toBe(404);
  });

  it('records who decided what, when and why, and lists it newest first, paged', async () => {
    const owner = await verifiedUser('owner');
    const a = await completeFundraiser(owner.session, 'Recorded approve');
    const b = await completeFundraiser(owner.session, 'Recorded reject');
    const reviewer = await reviewerSession();
    const me = (await reviewer.get('/users/me/')).body.data.user as { id: string; full_name: string };
    await reviewer.post(`/moderation/fundraisers/${a.short_code}/approve/`);
    await reviewer.post(`/moderation/fundraisers/${b.short_code}/reject/`, { reason: 'Duplicate' });
    await reviewer.post(`/moderation/fundraisers/${a.short_code}/close/`, { reason: 'Finished' });
    // A refused decision (already decided) leaves no record.
    await reviewer.post(`/moderation/fundraisers/${b.short_code}/approve/`);

    const reply = await reviewer.get('/moderation/decisions/?page_size=3');
    expect(reply.status).toBe(200);
    const { data, meta } = decisionsReplySchema.parse(reply.body);
    expect(meta).toMatchObject({ page: 1, page_size: 3 });
    expect(meta.total).toBeGreaterThanOrEqual(3);
    expect(data.map((d) => [d.action, d.fundraiser.short_code, d.reason])).toEqual([
      ['close', a.short_code, 'Finished'],
      ['reject', b.short_code, 'Duplicate'],
      ['approve', a.short_code, null],
    ]);
    expect(data[0]).toMatchObject({
      reviewer: { id: me.id, full_name: me.full_name },
      fundraiser: { id: a.id, title: 'Recorded approve' },
    });
    expect(Date.parse(data[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(data[2]!.created_at));
    const next = decisionsReplySchema.parse((await reviewer.get('/moderation/decisions/?page=2&page_size=3')).body);
    expect(next.data.map((d) => d.id)).not.toContain(data[0]!.id);
    expect((await reviewer.get('/moderation/decisions/?page=0')).status).toBe(400);
  });

  it('lets no one else close or read the record (401, 403), and they change nothing', async () => {
    const owner = await verifiedUser('owner');
    const fundraiser = await completeFundraiser(owner.session);
    const reviewer = await reviewerSession();
    await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/approve/`);
    expect((await new Session().get('/moderation/decisions/')).status).toBe(401);
    const forbidden = await owner.session.get('/moderation/decisions/');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.data).toBeUndefined();
    const close = await owner.session.post(`/moderation/fundraisers/${fundraiser.short_code}/close/`, { reason: 'x' });
    expect(close.status).toBe(403);
    expect((await new Session().get(`/fundraisers/${fundraiser.short_code}/review/`)).body.data.fundraiser.status).toBe(
      'live',
    );
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
    // The command line's decisions are recorded too, with no reviewer (nobody signed in).
    const recorded = decisionsReplySchema.parse((await (await reviewerSession()).get('/moderation/decisions/')).body);
    expect(recorded.data.find((d) => d.fundraiser.id === b.id)).toMatchObject({
      action: 'reject',
      reason: 'Duplicate of another fundraiser',
      reviewer: null,
    });
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
