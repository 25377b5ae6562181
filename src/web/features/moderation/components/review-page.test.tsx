import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '#web/test-support/render.tsx';
import {
  DECISIONS,
  ITEM_REPORTED,
  noDecisions,
  noReports,
  PENDING,
  pendingItem,
  renderPage,
  REPORTED,
  reviewer,
} from '../review-page.test-support.tsx';

// The reviewers' queue at /review: who may see it, what each item shows, and the two decisions.

describe('ReviewPage', () => {
  it('tells a user who is not a reviewer that it is not allowed, and asks the server nothing', async () => {
    const api = mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [DECISIONS]: noDecisions,
      [PENDING]: { body: { data: [pendingItem(1)] } },
    });
    await renderPage(makeUser());
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only reviewers can see this page.');
    expect(screen.queryByText('Fundraiser 1')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a skeleton, then each fundraiser with its details, photos, organiser and account age', async () => {
    mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [DECISIONS]: noDecisions,
      [PENDING]: { body: { data: [pendingItem(1), pendingItem(2)] }, delay: 50 },
    });
    const { container } = await renderPage();
    expect(screen.getByText('Loading the review queue…')).toBeInTheDocument();
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: 'Pending Review (2)' })).toBeInTheDocument();
    const items = screen.getAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Fundraiser 1',
      'Fundraiser 2',
    ]);
    const first = within(items[0]!);
    expect(first.getByText('Baraka starts form one in January.')).toBeInTheDocument();
    expect(first.getByText('Kisumu')).toBeInTheDocument();
    expect(first.getByText('achieng@example.com')).toBeInTheDocument();
    expect(first.getByText(/Account 3 days old/)).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Photo 1 of Fundraiser 1' })).toHaveAttribute('src', '/media/1-preview.webp');
  });

  it('approves: the item leaves the queue with a polite message', async () => {
    const api = mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [DECISIONS]: noDecisions,
      [PENDING]: { body: { data: [pendingItem(1), pendingItem(2)] } },
      'POST /api/moderation/fundraisers/Abcdef01/approve/': { body: { message: 'Fundraiser approved and live' } },
    });
    const { events } = await renderPage();
    const first = within((await screen.findAllByRole('article'))[0]!);
    await events.click(first.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('‘Fundraiser 1’ was approved and is now live. The organiser has been e-mailed.'),
    ).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('heading', { name: 'Fundraiser 1' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(api.callsTo('POST /api/moderation/fundraisers/Abcdef01/approve/')).toHaveLength(1);
  });

  it('marks the reviewer’s own fundraiser as theirs and offers no decision on it', async () => {
    const api = mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [DECISIONS]: noDecisions,
      [PENDING]: {
        body: {
          data: [pendingItem(1, { organiser: { ...pendingItem(1).organiser, id: reviewer.id } }), pendingItem(2)],
        },
      },
    });
    await renderPage();
    const [own, other] = (await screen.findAllByRole('article')).map((article) => within(article));
    expect(own!.getByText('Your fundraiser')).toBeInTheDocument();
    expect(
      own!.getByText('You organised this fundraiser, so another reviewer must approve or reject it.'),
    ).toBeInTheDocument();
    expect(own!.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(own!.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    // Someone else's is decided as before.
    expect(other!.queryByText('Your fundraiser')).not.toBeInTheDocument();
    expect(other!.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);
  });

  it('rejects only with a reason, showing the server’s field message', async () => {
    const REJECT = 'POST /api/moderation/fundraisers/Abcdef01/reject/';
    const api = mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [DECISIONS]: noDecisions,
      [PENDING]: { body: { data: [pendingItem(1)] } },
      [REJECT]: [
        { status: 400, body: { message: 'Check the form', errors: { reason: ['A reason is required'] } } },
        { body: { message: 'Fundraiser rejected' } },
      ],
    });
    const { events } = await renderPage();
    await events.click(await screen.findByRole('button', { name: 'Reject' }));
    await events.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText('A reason is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason for rejecting')).toHaveAttribute('aria-invalid', 'true');
    await events.type(screen.getByLabelText('Reason for rejecting'), 'Photos do not match the story');
    await events.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
    expect(
      screen.getByText('‘Fundraiser 1’ was rejected. The organiser has been e-mailed the reason.'),
    ).toBeInTheDocument();
    expect(api.callsTo(REJECT)[1]!.body).toEqual({ reason: 'Photos do not match the story' });
  });

  it('says when there is nothing to review', async () => {
    mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [DECISIONS]: noDecisions,
      [PENDING]: { body: { data: [] } },
    });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
  });

  it('reports a failed load and tries again', async () => {
    const failed = { status: 500, body: { message: 'An unexpected error occurred' } };
    const api = mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [DECISIONS]: noDecisions,
      [PENDING]: [failed, failed, { body: { data: [pendingItem(1)] } }],
    });
    const { events } = await renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the review queue.');
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fundraiser 1' })).toBeInTheDocument();
    expect(api.callsTo(PENDING)).toHaveLength(3);
  });

  it('lists the decisions, newest first, with who, what and why, and loads more', async () => {
    const decision = (n: number, action: 'approve' | 'reject' | 'close', reason: string | null) => ({
      id: `d-${n}`,
      action,
      reason,
      created_at: '2026-11-20T09:30:00Z',
      fundraiser: { id: `f-${n}`, short_code: `Abcdef0${n}`, title: `Fundraiser ${n}` },
      reviewer: n === 3 ? null : { id: 'u-1', full_name: 'Rita Reviewer' },
    });
    const meta = (page: number) => ({ page, page_size: 20, total: 3, total_pages: 2 });
    const api = mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [PENDING]: { body: { data: [] } },
      [DECISIONS]: [
        { body: { data: [decision(1, 'close', 'Finished'), decision(2, 'reject', 'Duplicate')], meta: meta(1) } },
        { body: { data: [decision(3, 'approve', null)], meta: meta(2) } },
      ],
    });
    const { events } = await renderPage();
    const list = within(await screen.findByRole('region', { name: 'Decisions' }));
    expect(await list.findByText('Reason: Finished')).toBeInTheDocument();
    const items = () => list.getAllByRole('listitem').map((li) => li.textContent);
    expect(items()[0]).toMatch(/^Closed Fundraiser 1 by Rita Reviewer/);
    expect(items()[1]).toMatch(/^Rejected Fundraiser 2 by Rita Reviewer.*Reason: Duplicate$/);
    await events.click(list.getByRole('button', { name: 'Load more' }));
    expect(await list.findByText(/from the command line/)).toBeInTheDocument();
    expect(items()[2]).toMatch(/^Approved Fundraiser 3 from the command line/);
    expect(list.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(new URL(api.callsTo(DECISIONS)[1]!.url, 'http://x').searchParams.get('page')).toBe('2');
  });
});
