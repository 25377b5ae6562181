import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { cardPage, queryOf } from '../test-support/discovery.tsx';
import { LiveFundraisers } from './live-fundraisers.tsx';

// The home page's short list: the newest live fundraisers, no paging.

const LIVE = 'GET /api/fundraisers/';

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <LiveFundraisers pageSize={6} />
    </QueryClientProvider>,
  );
}

describe('LiveFundraisers', () => {
  it('shows six skeletons, then the first six live fundraisers', async () => {
    const api = mockApi({ [LIVE]: { body: cardPage(1, 6, 9), delay: 100 } });
    const { container } = await renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading fundraisers…');
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(6);
    expect(await screen.findAllByRole('link', { name: /^Fundraiser number/ })).toHaveLength(6);
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(queryOf(api.callsTo(LIVE)[0])).toEqual({ page: '1', page_size: '6' });
  });

  it('says when nothing is live yet', async () => {
    mockApi({ [LIVE]: { body: cardPage(1, 0, 0) } });
    await renderList();
    expect(await screen.findByText('No fundraisers are live yet. Be the first to start one.')).toBeInTheDocument();
  });
});
