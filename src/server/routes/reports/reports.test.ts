import { afterAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { apiUrl, Session } from '#tests/support/api.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { liveFundraiser } from '#tests/support/donations.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';
import { getPage } from '#tests/support/pages.ts';
import { decisionsReplySchema } from '#shared/schemas/moderation.schema.ts';
import { reportedReplySchema } from '#shared/schemas/report.schema.ts';

afterAll(closeTestDb);

// 'Report this fundraiser': filed by anyone (API and plain form), read and settled by reviewers.

const report = (code: string, body: unknown, session = new Session()) =>
  session.post(`/fundraisers/${code}/reports/`, body);

async function reportedItem(code: string) {
  const reply = await (await reviewerSession()).get('/moderation/reports/');
  expect(reply.status).toBe(200);
  return reportedReplySchema.parse(reply.body).data.find((item) => item.short_code === code);
}

describe('POST /fundraisers/{short_code}/reports/', () => {
  it('takes a report without an account and keeps nothing about the reporter', async () => {
    const fundraiser = await liveFundraiser('Report target');
    const filed = await report(fundraiser.short_code, { reason: 'scam', details: 'Same photos as another appeal.' });
    expect(filed.status).toBe(201);
    expect(filed.body.message).toBe('Thank you. Our reviewers will look at this fundraiser.');
    const rows = await testDb().selectFrom('reports').selectAll().where('fundraiser_id', '=', fundraiser.id).execute();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['created_at', 'details', 'fundraiser_id', 'id', 'reason', 'resolution', 'resolved_at'].sort(),
    );
    expect(rows[0]).toMatchObject({ reason: 'scam', details: 'Same photos as another appeal.', resolution: null });
  });

  it('checks the reason and the text, and knows only real fundraisers', async () => {
    const fundraiser = await liveFundraiser();
    const noReason = await report(fundraiser.short_code, { details: 'x' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['Choose a reason']);
    const tooLong = await report(fundraiser.short_code, { reason: 'other', details: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.details).toBeDefined();
    expect((await report('Zz9Zz9Zz', { reason: 'other' })).status).toBe(404);
  });

  it('limits reports from one address', async () => {
    const fundraiser = await liveFundraiser();
    const session = new Session();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await report(fundraiser.short_code, { reason: 'other' }, session)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    // Another address is not held back by the first one's reports.
    expect((await report(fundraiser.short_code, { reason: 'other' })).status).toBe(201);
  });
});

describe('reported fundraisers at /moderation/reports/', () => {
  it('is for reviewers only', async () => {
    expect((await new Session().get('/moderation/reports/')).status).toBe(401);
    const someone = await verifiedUser('curious');
    expect((await someone.session.get('/moderation/reports/')).status).toBe(403);
    const fundraiser = await liveFundraiser();
    await report(fundraiser.short_code, { reason: 'misleading' });
    const dismiss = await someone.session.post(`/moderation/fundraisers/${fundraiser.short_code}/dismiss-reports/`, {
      reason: 'I say so',
    });
    expect(dismiss.status).toBe(403);
    expect((await reportedItem(fundraiser.short_code))?.reports).toHaveLength(1);
  });

  it('lists each reported fundraiser once with its open reports, oldest first', async () => {
    const fundraiser = await liveFundraiser('Twice reported');
    await report(fundraiser.short_code, { reason: 'scam', details: 'first' });
    await report(fundraiser.short_code, { reason: 'duplicate', details: 'second' });
    const item = await reportedItem(fundraiser.short_code);
    expect(item).toMatchObject({ title: 'Twice reported', status: 'live' });
    expect(item!.reports.map((r) => [r.reason, r.details])).toEqual([
      ['scam', 'first'],
      ['duplicate', 'second'],
    ]);
  });

  it('dismisses with a reason, recorded, once', async () => {
    const fundraiser = await liveFundraiser();
    await report(fundraiser.short_code, { reason: 'offensive' });
    const reviewer = await reviewerSession();
    const path = `/moderation/fundraisers/${fundraiser.short_code}/dismiss-reports/`;
    const noReason = await reviewer.post(path, { reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['A reason is required']);
    expect((await reviewer.post(path, { reason: 'The photos are the organiser’s own' })).status).toBe(200);
    expect(await reportedItem(fundraiser.short_code)).toBeUndefined();
    expect((await reviewer.post(path, { reason: 'again' })).status).toBe(409);
    const decisions = decisionsReplySchema.parse((await reviewer.get('/moderation/decisions/?page_size=50')).body).data;
    expect(decisions.find((d) => d.fundraiser.short_code === fundraiser.short_code)).toMatchObject({
      action: 'dismiss_reports',
      reason: 'The photos are the organiser’s own',
    });
    // The fundraiser itself is untouched.
    expect((await new Session().get(`/fundraisers/${fundraiser.short_code}/review/`)).body.data.fundraiser.status).toBe(
      'live',
    );
  });

  it('settles the reports once when two reviewers dismiss them at the same moment', async () => {
    const fundraiser = await liveFundraiser();
    await report(fundraiser.short_code, { reason: 'scam' });
    const reviewer = await reviewerSession();
    const path = `/moderation/fundraisers/${fundraiser.short_code}/dismiss-reports/`;
    const answers = await Promise.all([
      reviewer.post(path, { reason: 'first' }),
      reviewer.post(path, { reason: 'second' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const recorded = await testDb()
      .selectFrom('moderation_decisions')
      .select('reason')
      .where('fundraiser_id', '=', fundraiser.id)
      .where('action', '=', 'dismiss_reports')
      .execute();
    expect(recorded).toHaveLength(1);
  });

  it('settles the reports when a reviewer closes the fundraiser', async () => {
    const fundraiser = await liveFundraiser();
    await report(fundraiser.short_code, { reason: 'scam' });
    const reviewer = await reviewerSession();
    const closed = await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/close/`, {
      reason: 'Confirmed fraud',
    });
    expect(closed.status).toBe(200);
    expect(await reportedItem(fundraiser.short_code)).toBeUndefined();
    const row = await testDb()
      .selectFrom('reports')
      .select('resolution')
      .where('fundraiser_id', '=', fundraiser.id)
      .executeTakeFirstOrThrow();
    expect(row.resolution).toBe('actioned');
  });
});

describe('the plain form at /f/{code}/report', () => {
  const origin = () => new URL(apiUrl()).origin;
  const postForm = (code: string, fields: Record<string, string>, from = origin()) =>
    fetch(`${origin()}/f/${code}/report`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: from, 'x-forwarded-for': '10.251.0.1' },
      body: new URLSearchParams(fields).toString(),
    });

  it('is linked from the fundraiser page and drawn as a form posting to itself', async () => {
    const fundraiser = await liveFundraiser('Linked <report>');
    const page = await (await getPage(`/f/${fundraiser.short_code}`)).text();
    expect(page).toContain(`href="/f/${fundraiser.short_code}/report"`);
    expect(page).toContain('Report this fundraiser');
    const res = await getPage(`/f/${fundraiser.short_code}/report`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Report Linked &lt;report&gt; · Harambee</title>');
    const form = html.match(/<form [^>]*action="\/f\/[^"]*\/report"[^>]*>/)?.[0] ?? '';
    expect(form).toContain(`action="/f/${fundraiser.short_code}/report"`);
    expect(form).toContain('method="post"');
    expect(html.match(/<input type="radio"[^>]* name="reason"/g)).toHaveLength(5);
    expect(html).toMatch(/<textarea [^>]*name="details"/);
  });

  it('files the report and leads to the thank-you; mistakes come back with what was typed', async () => {
    const fundraiser = await liveFundraiser();
    const wrong = await postForm(fundraiser.short_code, { details: 'Kept <text> $& here' });
    expect(wrong.status).toBe(400);
    const redrawn = await wrong.text();
    expect(redrawn).toContain('Choose a reason');
    expect(redrawn).toContain('Kept &lt;text&gt; $&amp; here');

    const sent = await postForm(fundraiser.short_code, { reason: 'misleading', details: 'Goal doubled overnight' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/f/${fundraiser.short_code}/report?sent=1`);
    const thanks = await (await getPage(sent.headers.get('location')!)).text();
    expect(thanks).toContain('Our reviewers will look at this fundraiser.');
    expect((await reportedItem(fundraiser.short_code))?.reports).toMatchObject([
      { reason: 'misleading', details: 'Goal doubled overnight' },
    ]);
  });

  it('refuses a post from another site and knows only real fundraisers', async () => {
    const fundraiser = await liveFundraiser();
    expect((await postForm(fundraiser.short_code, { reason: 'scam' }, 'https://evil.example')).status).toBe(403);
    expect((await getPage('/f/Zz9Zz9Zz/report')).status).toBe(404);
    expect(await reportedItem(fundraiser.short_code)).toBeUndefined();
  });
});
