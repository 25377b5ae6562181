import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test-support/render.tsx';
import {
  DECISIONS,
  ITEM_REPORTED,
  noDecisions,
  noReports,
  PENDING,
  renderPage,
  REPORTED,
} from '../review-page.test-support.tsx';

// On /review, the form that acts on a live fundraiser found by its link or code: close it, take it
// down returning its money (D-256), or mark its purpose as changed (D-262).

describe('ReviewPage: acting on a live fundraiser', () => {
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

  it('takes a fundraiser down and returns its money when the reviewer says so, saying how many gifts go back', async () => {
    const TAKE_DOWN = 'POST /api/moderation/fundraisers/Zx9Yw8Vu/take-down/';
    const api = mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [PENDING]: { body: { data: [] } },
      [DECISIONS]: noDecisions,
      [TAKE_DOWN]: { status: 202, body: { data: { refunds: 3, total: 470_000 } } },
    });
    const { events } = await renderPage();
    const form = within(await screen.findByRole('region', { name: 'Close a live fundraiser' }));
    await events.type(form.getByLabelText('Fundraiser link or code'), 'Zx9Yw8Vu');
    await events.type(form.getByLabelText('Reason for closing'), 'Impersonates a victim');
    await events.click(form.getByRole('radio', { name: /return the money it still holds to its donors/ }));
    await events.click(form.getByRole('button', { name: 'Take down and return the money' }));
    expect(
      await screen.findByText('Fundraiser Zx9Yw8Vu was taken down: 3 gifts go back to their donors, Ksh 4,700 in all.'),
    ).toBeInTheDocument();
    expect(api.callsTo(TAKE_DOWN)[0]!.body).toEqual({ reason: 'Impersonates a victim', refund: true });
  });

  it("marks a fundraiser's purpose as changed, keeping it open, and says how many donors may have their gifts back (D-262)", async () => {
    const CHANGE = 'POST /api/moderation/fundraisers/Zx9Yw8Vu/purpose-change/';
    const api = mockApi({
      [REPORTED]: noReports,
      [ITEM_REPORTED]: noReports,
      [PENDING]: { body: { data: [] } },
      [DECISIONS]: noDecisions,
      [CHANGE]: {
        status: 202,
        body: { data: { until: '2026-12-09T09:00:00.000Z', donors: 2, withdrawals_refused: 0 } },
      },
    });
    const { events } = await renderPage();
    const form = within(await screen.findByRole('region', { name: 'Close a live fundraiser' }));
    expect(form.getByRole('radio', { name: 'Close it: it stops taking donations' })).toBeChecked();
    await events.type(form.getByLabelText('Fundraiser link or code'), 'Zx9Yw8Vu');
    await events.type(form.getByLabelText('Reason for closing'), 'The beneficiary is now a school');
    await events.click(form.getByRole('radio', { name: /Its purpose changed/ }));
    await events.click(form.getByRole('button', { name: 'Mark the purpose as changed' }));
    expect(
      await screen.findByText(
        'Zx9Yw8Vu: its purpose is marked as changed. 2 donors are told and may have their gifts back until 9 Dec 2026, 12:00.',
        { normalizer: (t) => t.replace(/\s/g, ' ') },
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(CHANGE)[0]!.body).toEqual({ reason: 'The beneficiary is now a school' });
  });
});
