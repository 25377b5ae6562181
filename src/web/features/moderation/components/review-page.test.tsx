import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PendingItem } from '#shared/schemas/moderation.schema.ts';
import { makeUser, mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { ReviewPage } from './review-page.tsx';

// The reviewers' queue at /review: who may see it, what each item shows, and the two decisions.

const PENDING = 'GET /api/moderation/pending/';
const DECISIONS = 'GET /api/moderation/decisions/';
const REPORTED = 'GET /api/moderation/reports/';
const ITEM_REPORTED = 'GET /api/moderation/item-reports/';
const noReports = { body: { data: [] } };
const noDecisions = { body: { data: [], meta: { page: 1, page_size: 20, total: 0, total_pages: 0 } } };
const reviewer = makeUser({ role: 'reviewer', full_name: 'Rita Reviewer' });

function pendingItem(n: number, overrides: Partial<PendingItem> = {}): PendingItem {
  return {
    id: `f-${n}`,
    short_code: `Abcdef0${n}`,
    status: 'pending_review',
    title: `Fundraiser ${n}`,
    summary: 'A story',
    currency: 'KES',
    goal: 50000,
    raised_amount: 0,
    supporters_count: 0,
    progress_percent: 0,
    image: null,
    category: { name: 'Yourself', slug: 'yourself' },
    organizer: 'Achieng Odhiambo',
    created_at: '2026-11-01T08:00:00Z',
    rejection_reason: null,
    detail: {
      fundraiser_title: `Fundraiser ${n}`,
      fundraiser_details: 'Baraka starts form one in January.',
      fundraiser_goal: 50000,
      raised_amount: 0,
      supporters_count: 0,
      mission: null,
      website: null,
      social_media: null,
      organisation_name: null,
      registration_number: null,
      startup_name: null,
      business_description: null,
      location: 'Kisumu',
      industry_name: null,
      team_size_name: null,
      stage_name: null,
    },
    images: [
      {
        id: `img-${n}`,
        image: `/media/${n}.png`,
        width: 800,
        height: 600,
        preview: `/media/${n}-preview.webp`,
        variants: [{ width: 320, url: `/media/${n}-320.webp` }],
      },
    ],
    organiser: {
      id: 'u-9',
      full_name: 'Achieng Odhiambo',
      email_address: 'achieng@example.com',
      photo_url: null,
      is_verified: true,
      joined_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    },
    ...overrides,
  };
}

function renderPage(user = reviewer) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ReviewPage role={user.role} />
    </QueryClientProvider>,
    { path: '/review', user },
  );
}

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

  it('closes a live fundraiser from its link, with a reason the server requires', async () => {
    const CLOSE = 'POST /api/moderation/fundraisers/Zx9Yw8Vu/close/';
    const api = mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [PENDING]: { body: { data: [] } },
      [DECISIONS]: noDecisions,
      [CLOSE]: [
        { status: 400, body: { message: 'Check the form', errors: { reason: ['A reason is required'] } } },
        { body: { message: 'Fundraiser closed' } },
      ],
    });
    const { events } = await renderPage();
    const form = within(await screen.findByRole('region', { name: 'Close a live fundraiser' }));
    await events.type(form.getByLabelText('Fundraiser link or code'), 'https://harambee.example/f/Zx9Yw8Vu/donate');
    await events.click(form.getByRole('button', { name: 'Close fundraiser' }));
    expect(await form.findByText('A reason is required')).toBeInTheDocument();
    await events.type(form.getByLabelText('Reason for closing'), 'Fees already paid');
    await events.click(form.getByRole('button', { name: 'Close fundraiser' }));
    expect(
      await screen.findByText('Fundraiser Zx9Yw8Vu was closed. The organiser has been e-mailed the reason.'),
    ).toHaveAttribute('aria-live', 'polite');
    expect(api.callsTo(CLOSE)[1]!.body).toEqual({ reason: 'Fees already paid' });
    // The record is read again, to show the new decision.
    expect(api.callsTo(DECISIONS).length).toBeGreaterThanOrEqual(2);
  });

  it('lists reported fundraisers with their reports, and dismisses them only with a reason', async () => {
    const DISMISS = 'POST /api/moderation/fundraisers/Abcdef01/dismiss-reports/';
    const reported = (n: number, status: 'live' | 'pending_review') => ({
      ...pendingItem(n, { status, title: `Reported ${n}` }),
      reports: [
        {
          id: `r-${n}a`,
          reason: 'scam',
          details: 'Same photos as another appeal.',
          created_at: '2026-11-20T09:30:00Z',
        },
        { id: `r-${n}b`, reason: 'duplicate', details: null, created_at: '2026-11-21T09:30:00Z' },
      ],
    });
    const api = mockApi({
      [PENDING]: { body: { data: [] } },
      [DECISIONS]: noDecisions,
      [ITEM_REPORTED]: noReports,
      [REPORTED]: { body: { data: [reported(1, 'live'), reported(2, 'pending_review')] } },
      [DISMISS]: [
        { status: 400, body: { message: 'Check the form', errors: { reason: ['A reason is required'] } } },
        { body: { message: 'Reports dismissed' } },
      ],
    });
    const { events } = await renderPage();
    const region = within(await screen.findByRole('region', { name: 'Reported fundraisers (2)' }));
    const [first, second] = region.getAllByRole('article').map((a) => within(a));
    expect(first!.getByRole('heading', { name: 'Reported 1' })).toBeInTheDocument();
    expect(first!.getByText('2 open reports')).toBeInTheDocument();
    expect(first!.getByText('It is a scam or fraud')).toBeInTheDocument();
    expect(first!.getByText('Same photos as another appeal.')).toBeInTheDocument();
    expect(first!.getByText('It copies another fundraiser')).toBeInTheDocument();
    // Only a live fundraiser can be closed from here.
    expect(first!.getByRole('button', { name: 'Close fundraiser' })).toBeInTheDocument();
    expect(second!.queryByRole('button', { name: 'Close fundraiser' })).not.toBeInTheDocument();

    await events.click(first!.getByRole('button', { name: 'Dismiss reports' }));
    await events.click(first!.getByRole('button', { name: 'Dismiss with this reason' }));
    expect(await first!.findByText('A reason is required')).toBeInTheDocument();
    await events.type(first!.getByLabelText('Why nothing is wrong'), 'The photos are her own');
    await events.click(first!.getByRole('button', { name: 'Dismiss with this reason' }));
    expect(await screen.findByText('The reports about ‘Reported 1’ were dismissed.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('region', { name: 'Reported fundraisers (1)' })).toBeInTheDocument();
    expect(api.callsTo(DISMISS)[1]!.body).toEqual({ reason: 'The photos are her own' });
  });

  it('closes a reported live fundraiser with a reason', async () => {
    const CLOSE = 'POST /api/moderation/fundraisers/Abcdef01/close/';
    const api = mockApi({
      [PENDING]: { body: { data: [] } },
      [DECISIONS]: noDecisions,
      [REPORTED]: {
        body: {
          data: [
            {
              ...pendingItem(1, { status: 'live' }),
              reports: [{ id: 'r-1', reason: 'misleading', details: null, created_at: '2026-11-20T09:30:00Z' }],
            },
          ],
        },
      },
      [CLOSE]: { body: { message: 'Fundraiser closed' } },
    });
    const { events } = await renderPage();
    const region = within(await screen.findByRole('region', { name: 'Reported fundraisers (1)' }));
    await events.click(region.getByRole('button', { name: 'Close fundraiser' }));
    await events.type(region.getByLabelText('Reason for closing'), 'Goal doubled overnight');
    await events.click(region.getByRole('button', { name: 'Close fundraiser' }));
    expect(await screen.findByText('No open reports about fundraisers.')).toBeInTheDocument();
    expect(
      screen.getByText('‘Fundraiser 1’ was closed. The organiser has been e-mailed the reason.'),
    ).toBeInTheDocument();
    expect(api.callsTo(CLOSE)[0]!.body).toEqual({ reason: 'Goal doubled overnight' });
  });

  it('removes a reported item offer with a reason; the donor is told', async () => {
    const REMOVE = 'POST /api/moderation/items/Itm0Code/remove/';
    const offer = {
      code: 'Itm0Code',
      title: 'School shoes, size 4',
      category: 'shoes',
      condition: 'good',
      quantity: 1,
      county: 'Kisumu',
      town: 'Kondele',
      status: 'available',
      image: null,
      created_at: '2026-11-20T09:30:00Z',
      reports: [{ id: 'r-1', reason: 'scam', details: 'Asks for a fee first', created_at: '2026-11-21T09:30:00Z' }],
    };
    const api = mockApi({
      [PENDING]: { body: { data: [] } },
      [DECISIONS]: noDecisions,
      [REPORTED]: noReports,
      [ITEM_REPORTED]: { body: { data: [offer] } },
      [REMOVE]: { body: { message: 'Item removed' } },
    });
    const { events } = await renderPage();
    const region = within(await screen.findByRole('region', { name: 'Reported items (1)' }));
    expect(region.getByText('It is a scam, or the item is not real')).toBeInTheDocument();
    expect(region.getByText('Asks for a fee first')).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Open its page' })).toHaveAttribute('href', '/items/Itm0Code');
    await events.click(region.getByRole('button', { name: 'Remove offer' }));
    await events.type(region.getByLabelText('Reason for removing'), 'Asks donors for money');
    await events.click(region.getByRole('button', { name: 'Remove offer' }));
    expect(await screen.findByText('No open reports about items.')).toBeInTheDocument();
    expect(
      screen.getByText('‘School shoes, size 4’ was removed. Its donor has been e-mailed the reason.'),
    ).toHaveAttribute('aria-live', 'polite');
    expect(api.callsTo(REMOVE)[0]!.body).toEqual({ reason: 'Asks donors for money' });
  });
});
