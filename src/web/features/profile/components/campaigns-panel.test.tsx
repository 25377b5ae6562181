import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import { CampaignsPanel } from './campaigns-panel.tsx';

const card = (overrides: Partial<FundraiserCard>): FundraiserCard => ({
  id: 'f1',
  short_code: 'Ab12Cd34',
  status: 'live',
  title: 'A library for Kiganjo Primary School',
  summary: null,
  currency: 'KES',
  goal: 300_000,
  raised_amount: 184_500,
  supporters_count: 96,
  progress_percent: 62,
  image: '/media/f1/a-640.webp',
  category: { name: 'Yourself', slug: 'yourself' },
  organizer: 'Wanjiku Mwangi',
  created_at: '2026-01-01T00:00:00.000Z',
  rejection_reason: null,
  ...overrides,
});

describe('CampaignsPanel', () => {
  it("shows the user's fundraisers as cards, the closed one with the 'Fundraiser closed' badge", () => {
    render(
      <CampaignsPanel
        fundraisers={[
          card({}),
          card({ id: 'f2', short_code: 'Zz98Yy76', status: 'closed', title: 'School fees', supporters_count: 1 }),
        ]}
        failed={false}
        onRetry={() => {}}
      />,
    );
    const [open, closed] = screen.getAllByRole('listitem').map((li) => within(li));
    expect(open!.getByRole('heading', { name: 'A library for Kiganjo Primary School' })).toBeInTheDocument();
    expect(open!.getByText(/raised of/)).toHaveTextContent(/184,500.*raised of.*300,000/);
    expect(open!.getByText('62% raised · 96 supporters')).toBeInTheDocument();
    expect(open!.queryByText('Fundraiser closed')).not.toBeInTheDocument();
    expect(open!.getByRole('link', { name: 'View live fundraiser' })).toHaveAttribute('href', '/f/Ab12Cd34');
    expect(closed!.getByText('Fundraiser closed')).toBeInTheDocument();
    expect(closed!.getByText('62% raised · 1 supporter')).toBeInTheDocument();
    expect(closed!.getByRole('link', { name: 'View live fundraiser' })).toHaveAttribute('href', '/f/Zz98Yy76');
  });

  it('shows a skeleton while loading, and a retry when loading failed', async () => {
    const { rerender } = render(<CampaignsPanel fundraisers={undefined} failed={false} onRetry={() => {}} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(<CampaignsPanel fundraisers={undefined} failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your fundraisers could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers to start a fundraiser when there is none', () => {
    render(<CampaignsPanel fundraisers={[]} failed={false} onRetry={() => {}} />);
    expect(screen.getByText('No fundraisers yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a fundraiser' })).toHaveAttribute('href', '/fundraiser/create');
  });
});
