import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutsReview } from '#shared/schemas/payouts-review.schema.ts';
import { WITHDRAWAL_MSG, type AwaitingReview } from '#shared/schemas/withdrawal.schema.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { ReviewPayouts } from './review-payouts.tsx';

// /review's Payouts tab (D-204, D-208): the withdrawals waiting for a reviewer, approved or refused
// with a reason, never one's own; the payouts on our side, or a word that the server has none yet.

const QUEUE = 'GET /api/moderation/withdrawals/';
const OVERVIEW = 'GET /api/moderation/payouts/';

const item = (overrides: Partial<AwaitingReview> = {}): AwaitingReview => ({
  id: 'w-1',
  short_code: 'Abc12345',
  title: 'Water tank for Kibera Primary',
  owner_id: 'u-9',
  amount: 500_000,
  fee: 17_500,
  purpose: 'Deposit for the water tank',
  status: 'requested',
  created_at: '2026-11-20T07:00:00Z',
  ...overrides,
});

async function setup(routes: Record<string, MockReply | MockReply[]>) {
  const api = mockApi({ [OVERVIEW]: { status: 404, body: { message: 'Not found' } }, ...routes });
  const onDecided = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <ReviewPayouts userId="u-1" onDecided={onDecided} />
    </QueryClientProvider>,
  );
  return { ...view, api, onDecided };
}

afterEach(() => vi.unstubAllGlobals());

describe('ReviewPayouts', () => {
  it('approves a waiting withdrawal, which leaves the queue, and offers nothing on one’s own', async () => {
    const own = item({ id: 'w-2', owner_id: 'u-1', title: 'My own harambee' });
    const { events, api, onDecided } = await setup({
      [QUEUE]: { body: { data: [item(), own] } },
      'POST /api/moderation/withdrawals/w-1/approve/': { body: { message: WITHDRAWAL_MSG.reviewed } },
    });
    expect(await screen.findByRole('heading', { name: '2 withdrawals to look at' })).toBeInTheDocument();
    const [theirs, mine] = screen.getAllByRole('article');
    expect(within(theirs!).getByRole('heading')).toHaveTextContent(/^Ksh.5,000 from “Water tank for Kibera Primary”$/);
    expect(within(theirs!).getByText('Deposit for the water tank')).toBeInTheDocument();
    expect(within(theirs!).getByText(/^Fee Ksh.175 · M-Pesa sends Ksh.4,825$/)).toBeInTheDocument();
    expect(within(mine!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(mine!).getByText('This is your own fundraiser: another reviewer decides.')).toBeInTheDocument();

    await events.click(within(theirs!).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(onDecided).toHaveBeenCalledWith('The withdrawal from “Water tank for Kibera Primary” is approved.'),
    );
    expect(api.callsTo('POST /api/moderation/withdrawals/w-1/approve/')).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('refuses only with a reason, showing the server’s message on it', async () => {
    const REJECT = 'POST /api/moderation/withdrawals/w-1/reject/';
    const { events, api, onDecided } = await setup({
      [QUEUE]: { body: { data: [item()] } },
      [REJECT]: [
        { status: 400, body: { message: 'Invalid input', errors: { reason: ['A reason is required'] } } },
        { body: { message: WITHDRAWAL_MSG.rejected } },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Refuse' }));
    const reason = screen.getByRole('textbox', { name: 'Why is it refused?' });
    await events.click(screen.getByRole('button', { name: 'Refuse withdrawal' }));
    expect(await screen.findByText('A reason is required')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await events.type(reason, 'The purpose does not match the story');
    await events.click(screen.getByRole('button', { name: 'Refuse withdrawal' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(api.callsTo(REJECT)[1]!.body).toEqual({ reason: 'The purpose does not match the story' });
    expect(await screen.findByText('No withdrawal is waiting for a reviewer.')).toBeInTheDocument();
  });

  it('says the payouts overview is not there yet when the server has none (404)', async () => {
    await setup({ [QUEUE]: { body: { data: [] } } });
    expect(await screen.findByText('No withdrawal is waiting for a reviewer.')).toBeInTheDocument();
    expect(await screen.findByText('This part is not available on this server yet.')).toBeInTheDocument();
  });

  it('shows the utility balance against what is approved, what waits on us, and resumes payouts', async () => {
    const overview: PayoutsReview = {
      paused: true,
      utility_balance: 100_000,
      utility_balance_at: '2026-11-26T06:00:00Z',
      approved_total: 482_500,
      waiting: [
        {
          withdrawal_id: 'w-5',
          short_code: 'Abc12345',
          title: 'Water tank',
          amount: 482_500,
          reason: 'funding',
          since: '2026-11-25T10:00:00Z',
        },
      ],
      unknown: [],
      name_mismatches: [
        { short_code: 'Xyz98765', title: 'School fees', owner_name: 'Wanjiku Kamau', mpesa_name: 'JOHN DOE' },
      ],
      differences: [
        {
          withdrawal_id: 'w-4',
          text: 'withdrawal w-4 (failed): ended with 5000 still blocked',
          at: '2026-11-26T07:00:00Z',
        },
      ],
    };
    const RESUME = 'POST /api/moderation/payouts/resume/';
    const { events, api, onDecided } = await setup({
      [QUEUE]: { body: { data: [] } },
      [OVERVIEW]: { body: { data: overview } },
      [RESUME]: { body: { message: 'Payouts resumed' } },
    });
    const region = await screen.findByRole('region', { name: 'Payouts on our side' });
    await within(region).findByText('M-Pesa utility balance');
    expect(within(region).getByText(/^Ksh.1,000/)).toBeInTheDocument();
    expect(within(region).getByText(/^Ksh.4,825$/)).toBeInTheDocument();
    expect(within(region).getByText(/The utility balance is less than what is approved/)).toBeInTheDocument();
    expect(
      within(region).getByRole('heading', { name: '1 payout waiting on our configuration or funding' }),
    ).toBeInTheDocument();
    expect(within(region).getByText(/the utility account is empty/)).toBeInTheDocument();
    expect(within(region).getByText(/owner Wanjiku Kamau, M-Pesa says JOHN DOE/)).toBeInTheDocument();
    expect(
      within(region).getByRole('heading', { name: '1 difference in the books, found when a withdrawal closed' }),
    ).toBeInTheDocument();
    expect(within(region).getByText(/ended with 5000 still blocked$/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Accept the payout number of “School fees”' })).toBeEnabled();

    await events.click(within(region).getByRole('button', { name: 'Resume payouts' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('Payouts resumed'));
    expect(api.callsTo(RESUME)).toHaveLength(1);
  });
});
