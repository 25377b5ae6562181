import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test-support/render.tsx';
import { CATEGORIES, cardPage, queryOf, renderDiscovery } from '../test-support/discovery.tsx';

// /fundraisers' 'Load more' in the app: the next page in place, the count, and focus.

const LIVE = 'GET /api/fundraisers/';
const CATS = 'GET /api/common/fundraising-categories/';
const FAILED = { status: 500, body: { message: 'An unexpected error occurred' } };

describe('Load more', () => {
  it('appends the next page, counts what is shown and moves focus to the first new card', async () => {
    const api = mockApi({
      [CATS]: { body: { data: CATEGORIES } },
      [LIVE]: [{ body: cardPage(1, 12, 14) }, { body: cardPage(2, 2, 14) }],
    });
    const { events } = await renderDiscovery();
    await screen.findByRole('link', { name: 'Fundraiser number 12' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 14');

    await events.click(screen.getByRole('link', { name: 'Load more' }));
    const thirteenth = await screen.findByRole('link', { name: 'Fundraiser number 13' });
    expect(screen.getByRole('link', { name: 'Fundraiser number 14' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fundraiser number 1' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 14 of 14');
    // The next page goes on after the last card shown (D-225), not from an offset.
    expect(queryOf(api.callsTo(LIVE)[1])).toEqual({ page: '2', page_size: '12', after: 'after1' });
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(thirteenth).toHaveFocus());
  });

  it('reports a failed next page under the cards and retries it', async () => {
    mockApi({
      [CATS]: { body: { data: CATEGORIES } },
      [LIVE]: [{ body: cardPage(1, 12, 14) }, FAILED, FAILED, { body: cardPage(2, 2, 14) }],
    });
    const { events } = await renderDiscovery();
    await events.click(await screen.findByRole('link', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'Fundraiser number 12' })).toBeInTheDocument();
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Fundraiser number 14' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each fundraiser once when the list moved between two pages', async () => {
    mockApi({
      [CATS]: { body: { data: CATEGORIES } },
      [LIVE]: [{ body: cardPage(1, 12, 15) }, { body: cardPage(2, 3, 15, 12) }],
    });
    const { events } = await renderDiscovery();
    await events.click(await screen.findByRole('link', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Fundraiser number 14' });
    expect(screen.getAllByRole('link', { name: 'Fundraiser number 12' })).toHaveLength(1);
  });
});
