import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import {
  DECISIONS,
  ITEM_REPORTED,
  noDecisions,
  noReports,
  PENDING,
  REPORTED,
  reviewer,
} from '../review-page.test-support.tsx';
import { ReviewPage } from './review-page.tsx';

// /review with the Payouts tab the route composes in (money out, D-204): WAI-ARIA tabs, the
// fundraisers first, and the tab's decisions said where the page says its others.

describe('ReviewPage with a Payouts tab', () => {
  it('shows the fundraisers first, the Payouts tab on demand, and says what the tab decided', async () => {
    mockApi({ [PENDING]: noReports, [REPORTED]: noReports, [ITEM_REPORTED]: noReports, [DECISIONS]: noDecisions });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { events } = await renderWithProviders(
      <QueryClientProvider client={client}>
        <ReviewPage
          role={reviewer.role}
          userId={reviewer.id}
          payouts={(say) => (
            <button type="button" onClick={() => say('Payouts resumed')}>
              Resume in the tab
            </button>
          )}
        />
      </QueryClientProvider>,
      { path: '/review', user: reviewer },
    );
    expect(screen.getByRole('tablist', { name: 'What to review' })).toBeInTheDocument();
    const fundraisers = screen.getByRole('tab', { name: 'Fundraisers' });
    expect(fundraisers).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Resume in the tab' })).not.toBeInTheDocument();

    fundraisers.focus();
    await events.keyboard('{ArrowRight}');
    const payouts = screen.getByRole('tab', { name: 'Payouts' });
    expect(payouts).toHaveFocus();
    expect(payouts).toHaveAttribute('aria-selected', 'true');
    await events.click(screen.getByRole('button', { name: 'Resume in the tab' }));
    expect(screen.getByText('Payouts resumed')).toHaveAttribute('role', 'status');
  });
});
