import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyDonation } from '#shared/schemas/profile.schema.ts';
import { fakeApi } from '../test-support/fake-api.ts';
import { ContributionsPanel } from './contributions-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContributionsPanel />
    </QueryClientProvider>,
  );
}

const donation = (n: number): MyDonation => ({
  id: `d${n}`,
  amount: 100 * n,
  currency: 'KES',
  paid_at: `2026-01-${String(10 + n).padStart(2, '0')}T09:00:00.000Z`,
  fundraiser: { short_code: `Code${n}xyz`.slice(0, 8), title: `Fundraiser ${n}` },
});
const page = (data: MyDonation[], page: number, total: number) => ({
  status: 200,
  body: { data, meta: { page, page_size: 10, total, total_pages: Math.ceil(total / 10) || 1 } },
});

describe('ContributionsPanel', () => {
  it("says 'No contributions yet' when the user gave nothing", async () => {
    fakeApi({ 'GET /api/users/me/donations/': page([], 1, 0) });
    renderPanel();
    expect(await screen.findByText('No contributions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore fundraisers' })).toHaveAttribute('href', '/fundraisers');
  });

  it('lists the donations with their fundraiser, amount and date, and loads more', async () => {
    const first = Array.from({ length: 10 }, (_, i) => donation(i + 1));
    const { calls } = fakeApi({ 'GET /api/users/me/donations/': [page(first, 1, 11), page([donation(11)], 2, 11)] });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Your donations' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const one = within(items[0]!);
    expect(one.getByRole('link', { name: 'Fundraiser 1' })).toHaveAttribute('href', '/f/Code1xyz');
    expect(one.getByText(/100/)).toBeInTheDocument();
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-01-11T09:00:00.000Z');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Fundraiser 11' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/users/me/donations/?page=1&page_size=10',
      '/api/users/me/donations/?page=2&page_size=10',
    ]);
  });

  it('says when they could not be loaded, and tries again', async () => {
    fakeApi({
      'GET /api/users/me/donations/': [
        // ofetch itself asks twice before giving up on a 500.
        { status: 500, body: { message: 'Oops' } },
        { status: 500, body: { message: 'Oops' } },
        page([donation(1)], 1, 1),
      ],
    });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your contributions could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Fundraiser 1' })).toBeInTheDocument();
  });
});
