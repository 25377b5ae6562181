import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test-support/render.tsx';
import { CATEGORIES, cardPage, makeCard, queryOf, renderDiscovery } from '../test-support/discovery.tsx';

// /fundraisers?q=…: what the header's search box leads to (spec §2, §7, §8).

const SEARCH = 'GET /api/fundraiser/search';
const CATS = 'GET /api/common/fundraising-categories/';
const LIVE = 'GET /api/fundraisers/';
const found = (page: number, count: number, total: number, query = 'water') => ({
  ...cardPage(page, count, total),
  query,
});
// ofetch retries a 5xx GET once by itself, so a failure the user sees is two in a row.
const twice = <T,>(reply: T) => [reply, reply];

describe('search results', () => {
  it('searches for the trimmed text and shows the matches as links to their pages', async () => {
    const api = mockApi({
      [SEARCH]: {
        body: { ...found(1, 1, 1), data: [makeCard(4, { title: 'Clean water for Makueni', short_code: 'Wtr4Mkn9' })] },
      },
    });
    await renderDiscovery({ q: '  water  ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for "water"' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Clean water for Makueni' });
    expect(link).toHaveAttribute('href', '/f/Wtr4Mkn9');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1');
    expect(api.callsTo(SEARCH).map(queryOf)).toEqual([{ q: 'water', page: '1', page_size: '12' }]);
    // Search has no category filter and never asks for the plain list.
    expect(screen.queryByRole('navigation', { name: 'Category' })).not.toBeInTheDocument();
    expect(api.callsTo(LIVE)).toHaveLength(0);
    expect(api.callsTo(CATS)).toHaveLength(0);
  });

  it('loads more matches on request', async () => {
    const api = mockApi({ [SEARCH]: [{ body: found(1, 12, 13) }, { body: found(2, 1, 13) }] });
    const { events } = await renderDiscovery({ q: 'water' });
    await screen.findByRole('link', { name: 'Fundraiser number 12' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 13');
    await events.click(screen.getByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Fundraiser number 13' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 13 of 13');
    expect(queryOf(api.callsTo(SEARCH)[1])).toEqual({ q: 'water', page: '2', page_size: '12' });
  });

  it('says clearly when nothing matches, with a way to browse everything', async () => {
    mockApi({ [SEARCH]: { body: found(1, 0, 0, 'zzyzx') } });
    await renderDiscovery({ q: 'zzyzx' });
    expect(await screen.findByRole('status')).toHaveTextContent('No fundraisers match "zzyzx".');
    expect(screen.getByText('Check the spelling or try fewer words.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all fundraisers' })).toHaveAttribute('href', '/fundraisers');
  });

  it('shows the live list for a blank query', async () => {
    const api = mockApi({ [CATS]: { body: { data: CATEGORIES } }, [LIVE]: { body: cardPage(1, 1, 1) } });
    await renderDiscovery({ q: '   ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fundraisers' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fundraiser number 1' })).toBeInTheDocument();
    expect(api.callsTo(SEARCH)).toHaveLength(0);
  });

  it('takes a query the router read as a number as text', async () => {
    const api = mockApi({ [SEARCH]: { body: found(1, 0, 0, '2024') } });
    await renderDiscovery({ q: '2024' });
    expect(await screen.findByRole('status')).toHaveTextContent('No fundraisers match "2024".');
    expect(queryOf(api.callsTo(SEARCH)[0])).toMatchObject({ q: '2024' });
  });
});

describe('search errors (spec §8)', () => {
  it('shows the spec message in an error panel and retries', async () => {
    const api = mockApi({
      [SEARCH]: [
        ...twice({ status: 500, body: { message: 'An unexpected error occurred' } }),
        { body: found(1, 1, 1) },
      ],
    });
    const { events } = await renderDiscovery({ q: 'water' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while searching fundraisers');
    // A server fault's generic message adds nothing for the reader.
    expect(alert).not.toHaveTextContent('An unexpected error occurred');
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Fundraiser number 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo(SEARCH)).toHaveLength(3);
  });

  it('reports the error field of an answer too', async () => {
    mockApi({ [SEARCH]: { body: { error: 'Search is resting for a moment' } } });
    await renderDiscovery({ q: 'water' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while searching fundraisers');
    expect(alert).toHaveTextContent('Search is resting for a moment');
  });

  it("reports a rejected query's message too", async () => {
    mockApi({ [SEARCH]: { status: 400, body: { message: 'q must be at most 200 characters' } } });
    await renderDiscovery({ q: 'water' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while searching fundraisers');
    expect(alert).toHaveTextContent('q must be at most 200 characters');
  });

  it('reports a failed next page with the same message', async () => {
    mockApi({ [SEARCH]: [{ body: found(1, 12, 13) }, ...twice({ status: 502, body: {} })] });
    const { events } = await renderDiscovery({ q: 'water' });
    await events.click(await screen.findByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while searching fundraisers');
    expect(screen.getByRole('link', { name: 'Fundraiser number 12' })).toBeInTheDocument();
  });
});
