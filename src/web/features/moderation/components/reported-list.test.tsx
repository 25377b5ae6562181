import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test-support/render.tsx';
import {
  DECISIONS,
  ITEM_REPORTED,
  noDecisions,
  noReports,
  PENDING,
  pendingItem,
  renderPage,
  REPORTED,
} from '../review-page.test-support.tsx';

// The 'Reported' lists on /review: fundraisers and item offers the public reported, and the
// reviewer's two answers to them.

describe('ReviewPage: reported', () => {
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
