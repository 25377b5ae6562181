import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { cardPage, queryOf } from '../test-support/discovery.tsx';
import { HomeContainer } from './home-container.tsx';

// The home page in the app: its short list of the newest live fundraisers (no paging), from the API.

const LIVE = 'GET /api/fundraisers/';

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <HomeContainer />
    </QueryClientProvider>,
  );
}

describe('HomeContainer', () => {
  it('shows six skeletons, then the first six live fundraisers', async () => {
    const api = mockApi({ [LIVE]: { body: cardPage(1, 6, 9), delay: 100 } });
    const { container } = await renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading fundraisers…');
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(6);
    expect(await screen.findAllByRole('link', { name: /^Fundraiser number/ })).toHaveLength(6);
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    expect(queryOf(api.callsTo(LIVE)[0])).toEqual({ page: '1', page_size: '6' });
  });

  it('says when nothing is live yet', async () => {
    mockApi({ [LIVE]: { body: cardPage(1, 0, 0) } });
    await renderList();
    expect(await screen.findByText('No fundraisers are live yet. Be the first to start one.')).toBeInTheDocument();
  });

  it('reports a failed load and tries again', async () => {
    const failed = { status: 500, body: { message: 'An unexpected error occurred' } };
    // ofetch itself retries a 5xx GET once: two failures before the user's retry.
    const api = mockApi({ [LIVE]: [failed, failed, { body: cardPage(1, 2, 2) }] });
    const { events } = await renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this. Check your connection and try again.');
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link', { name: /^Fundraiser number/ })).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo(LIVE)).toHaveLength(3);
  });
});
