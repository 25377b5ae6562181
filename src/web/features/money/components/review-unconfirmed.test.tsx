import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { ReviewUnconfirmed } from './review-unconfirmed.tsx';

// /review: donations M-Pesa has still not answered for a day after the prompt (D-216).

const PATH = 'GET /api/moderation/unconfirmed-donations/';

afterEach(() => vi.unstubAllGlobals());

const show = (data: unknown[]) => {
  mockApi({ [PATH]: { body: { data } } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ReviewUnconfirmed />
    </QueryClientProvider>,
  );
};

describe('ReviewUnconfirmed', () => {
  it('lists each donation with its masked number, its queries and what M-Pesa last said', async () => {
    await show([
      {
        reference: 'ref-1',
        short_code: 'Ab3dE9xZ',
        title: 'Desks for Garissa',
        amount: 1500,
        phone: '0712 ••• 678',
        pushed_at: '2026-11-24T09:00:00Z',
        queries: 9,
        late_queries: 4,
        last_query_outcome: '500.001.1001 The transaction is being processed',
        last_query_at: '2026-11-25T09:03:00Z',
      },
    ]);
    expect(await screen.findByRole('heading', { name: '1 donation M-Pesa has not confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/“Desks for Garissa” from 0712 ••• 678/)).toBeInTheDocument();
    expect(screen.getByText('Asked M-Pesa 9 times (4 late)')).toBeInTheDocument();
    expect(screen.getByText(/500\.001\.1001 The transaction is being processed/)).toBeInTheDocument();
  });

  it('says when every donation has an answer', async () => {
    await show([]);
    expect(await screen.findByText('Every donation has an answer from M-Pesa.')).toBeInTheDocument();
  });
});
