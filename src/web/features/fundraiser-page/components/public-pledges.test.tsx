import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PublicPledge } from '#shared/pledges/pledge.schema.ts';
import { i18n } from '#web/lib/i18n.ts';
import { makeReview } from '../test-support/review-fixture.ts';
import { FundraiserPage } from './fundraiser-page.tsx';

// The public pledges on the fundraiser's page (D-233, D-240): their own list, name or Anonymous and
// the amount, each marked as a pledge, apart from the supporters' money.

const pledge = (
  display_name: string | null,
  amount: number,
  status: PublicPledge['status'] = 'open',
): PublicPledge => ({
  display_name,
  anonymous: display_name === null,
  amount,
  paid: 0,
  status,
});

const pageWith = (pledges?: PublicPledge[]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <FundraiserPage review={makeReview({ pledges })} />
    </I18nextProvider>,
  );

describe('public pledges', () => {
  it('lists them apart from the supporters, each marked as a pledge', () => {
    pageWith([pledge('Baraka Mwangi', 5000), pledge(null, 2000, 'partly_paid'), pledge('Njeri', 1000, 'overdue')]);
    const list = screen.getByRole('region', { name: 'Pledges' });
    expect(within(list).getByText(/not money yet/)).toBeInTheDocument();
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\u00a0/g, ' '));
    expect(rows).toEqual([
      'Baraka MwangiKsh 5,000pledge open',
      'AnonymousKsh 2,000pledge partly paid',
      'NjeriKsh 1,000pledge overdue',
    ]);
    // The supporters' list is the money, and has none of them.
    const supporters = screen.getByRole('region', { name: 'Recent supporters' });
    expect(within(supporters).queryByText('Baraka Mwangi')).toBeNull();
  });

  it('shows five and folds the rest under Show more; nothing at all without public pledges', () => {
    const { unmount } = pageWith(Array.from({ length: 7 }, (_, i) => pledge(`Pledger ${i + 1}`, 100 * (i + 1))));
    const list = screen.getByRole('region', { name: 'Pledges' });
    expect(within(list).getByText('Pledger 5').closest('details')).toBeNull();
    expect(within(list).getByText('Pledger 6').closest('details')).not.toBeNull();
    expect(within(list).getByText('Show more')).toBeInTheDocument();
    unmount();
    pageWith([]);
    expect(screen.queryByRole('region', { name: 'Pledges' })).toBeNull();
  });
});
