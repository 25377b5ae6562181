import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '#shared/money.ts';
import { mockApi } from '#web/test-support/render.tsx';
import { CATEGORIES, cardPage, makeCard, queryOf, renderDiscovery, chipNames } from '../test-support/discovery.tsx';

// /fundraisers without a query: live fundraisers and a category filter kept in the URL.

const LIVE = 'GET /api/fundraisers/';
const CATS = 'GET /api/common/fundraising-categories/';
const FAILED = { status: 500, body: { message: 'An unexpected error occurred' } };

describe('the live list', () => {
  it('shows skeleton cards and a busy region while the first page loads', async () => {
    mockApi({ [CATS]: { body: { data: CATEGORIES } }, [LIVE]: { body: cardPage(1, 2, 2), delay: 150 } });
    const { container } = await renderDiscovery();
    expect(screen.getByRole('status')).toHaveTextContent('Loading fundraisers…');
    expect(container.querySelector('.card-results')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(12);
    expect(screen.queryAllByRole('link', { name: /Fundraiser number/ })).toHaveLength(0);

    expect(await screen.findByRole('link', { name: 'Fundraiser number 1' })).toBeInTheDocument();
    expect(container.querySelector('.card-results')).toHaveAttribute('aria-busy', 'false');
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2');
  });

  it('shows each card as a link named by its title, with its figures in its own currency', async () => {
    const usd = makeCard(2, {
      title: 'Solar kiosk',
      currency: 'USD',
      goal: 3000,
      raised_amount: 750,
      progress_percent: 25,
      supporters_count: 1,
      image: null,
      category: { name: 'Startup', slug: 'startup' },
      organizer: 'Brian Otieno',
    });
    mockApi({
      [CATS]: { body: { data: CATEGORIES } },
      [LIVE]: { body: { ...cardPage(1, 1, 2), data: [makeCard(1), usd] } },
    });
    await renderDiscovery();
    const first = await screen.findByRole('link', { name: 'Fundraiser number 1' });
    expect(first).toHaveAttribute('href', '/f/Code0001');
    const image = first.querySelector('img');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    // The first card's photo is the page's largest paint: fetched at once and first.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');

    const card = screen.getByRole('link', { name: 'Solar kiosk' }).closest('li') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Solar kiosk' })).toHaveAttribute('href', '/f/Code0002');
    expect(card).toHaveTextContent(`${formatMoney(750, 'USD')} raised of ${formatMoney(3000, 'USD')}`);
    expect(card).toHaveTextContent('25% raised · 1 supporter');
    expect(card).toHaveTextContent('by Brian Otieno');
    expect(within(card).getByText('Startup')).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
  });

  it('asks for the first page of 12 of every category', async () => {
    const api = mockApi({ [CATS]: { body: { data: CATEGORIES } }, [LIVE]: { body: cardPage(1, 3, 3) } });
    await renderDiscovery();
    await screen.findByRole('link', { name: 'Fundraiser number 3' });
    expect(api.callsTo(LIVE).map(queryOf)).toEqual([{ page: '1', page_size: '12' }]);
  });

  it('reports a failed load and tries again', async () => {
    const api = mockApi({
      [CATS]: { body: { data: CATEGORIES } },
      // ofetch itself retries a 5xx GET once: two failures before the user's retry.
      [LIVE]: [FAILED, FAILED, { body: cardPage(1, 1, 1) }],
    });
    const { events } = await renderDiscovery();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this. Check your connection and try again.');
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Fundraiser number 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo(LIVE)).toHaveLength(3);
  });

  it('says when nothing is live yet and offers to start one', async () => {
    mockApi({ [CATS]: { body: { data: CATEGORIES } }, [LIVE]: { body: cardPage(1, 0, 0) } });
    await renderDiscovery();
    expect(await screen.findByText('No fundraisers are live yet. Be the first to start one.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No fundraisers are live yet.');
    expect(screen.getByRole('link', { name: 'Start a fundraiser' })).toHaveAttribute('href', '/fundraiser/create');
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('the category filter', () => {
  it('is a list of links to All and each category, All the current one by default', async () => {
    mockApi({ [CATS]: { body: { data: CATEGORIES } }, [LIVE]: { body: cardPage(1, 1, 1) } });
    await renderDiscovery();
    const nav = screen.getByRole('navigation', { name: 'Category' });
    await within(nav).findByRole('link', { name: 'Startup' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['All', '/fundraisers'],
      ['Yourself', '/fundraisers?category=yourself'],
      ['Startup', '/fundraisers?category=startup'],
      ['Organization', '/fundraisers?category=organization'],
    ]);
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Startup' })).not.toHaveAttribute('aria-current');
  });

  it('puts the category in the URL, asks for it, and Back returns to the previous list', async () => {
    const api = mockApi({
      [CATS]: { body: { data: CATEGORIES } },
      [LIVE]: [
        { body: cardPage(1, 2, 2) },
        { body: { ...cardPage(1, 1, 1), data: [makeCard(7, { title: 'Boda boda repairs' })] } },
        { body: cardPage(1, 2, 2) },
      ],
    });
    const { events, router } = await renderDiscovery();
    await screen.findByRole('link', { name: 'Fundraiser number 1' });

    await events.click(await screen.findByRole('link', { name: 'Startup' }));
    expect(await screen.findByRole('link', { name: 'Boda boda repairs' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ category: 'startup' });
    expect(queryOf(api.callsTo(LIVE)[1])).toEqual({ page: '1', page_size: '12', category: 'startup' });
    expect(screen.getByRole('link', { name: 'Startup' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Fundraiser number 1' })).not.toBeInTheDocument();

    router.history.back();
    await waitFor(() => expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page'));
    expect(router.state.location.search).toEqual({});
    expect(await screen.findByRole('link', { name: 'Fundraiser number 1' })).toBeInTheDocument();
  });

  it('opens on the category a link names, and All clears it', async () => {
    const api = mockApi({
      [CATS]: { body: { data: CATEGORIES } },
      [LIVE]: [{ body: cardPage(1, 1, 1) }, { body: cardPage(1, 2, 2) }],
    });
    const { events, router } = await renderDiscovery({ category: 'organization' });
    expect(await screen.findByRole('link', { name: 'Organization' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('link', { name: 'Fundraiser number 1' });
    expect(queryOf(api.callsTo(LIVE)[0])).toMatchObject({ category: 'organization' });

    await events.click(screen.getByRole('link', { name: 'All' }));
    await screen.findByRole('link', { name: 'Fundraiser number 2' });
    expect(router.state.location.search).toEqual({});
    expect(queryOf(api.callsTo(LIVE)[1])).not.toHaveProperty('category');
  });

  it('keeps the page where it is when the category changes', async () => {
    mockApi({
      [CATS]: { body: { data: CATEGORIES } },
      [LIVE]: [{ body: cardPage(1, 2, 2) }, { body: cardPage(1, 1, 1) }],
    });
    const { events, router } = await renderDiscovery();
    await screen.findByRole('link', { name: 'Fundraiser number 2' });
    const navigate = vi.spyOn(router, 'navigate');
    await events.click(await screen.findByRole('link', { name: 'Startup' }));
    expect(navigate).toHaveBeenCalledWith({ href: '/fundraisers?category=startup', resetScroll: false });
  });

  it('dims the previous cards while a new category loads', async () => {
    mockApi({
      [CATS]: { body: { data: CATEGORIES } },
      [LIVE]: [{ body: cardPage(1, 2, 2) }, { body: cardPage(1, 1, 1), delay: 150 }],
    });
    const { container, events } = await renderDiscovery();
    await screen.findByRole('link', { name: 'Fundraiser number 2' });
    expect(container.querySelector('.cards')).not.toHaveClass('is-stale');
    await events.click(await screen.findByRole('link', { name: 'Startup' }));
    await waitFor(() => expect(container.querySelector('.cards')).toHaveClass('is-stale'));
    expect(container.querySelector('.card-results')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fundraiser number 2' })).not.toBeInTheDocument());
    expect(container.querySelector('.cards')).not.toHaveClass('is-stale');
  });

  it('says when a category has nothing live, with a way back to all of them', async () => {
    mockApi({ [CATS]: { body: { data: CATEGORIES } }, [LIVE]: { body: cardPage(1, 0, 0) } });
    await renderDiscovery({ category: 'startup' });
    expect(await screen.findByRole('status')).toHaveTextContent('No fundraisers are live in this category yet.');
    expect(screen.getByRole('link', { name: 'Browse all fundraisers' })).toHaveAttribute('href', '/fundraisers');
  });

  it('keeps the list working when the categories fail to load, and reports it', async () => {
    mockApi({ [CATS]: { status: 500, body: { message: 'down' } }, [LIVE]: { body: cardPage(1, 1, 1) } });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderDiscovery();
    expect(await screen.findByText('Categories could not be loaded.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Category' });
    expect(chipNames(nav)).toEqual(['All']);
    expect(within(nav).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fundraiser number 1' })).toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
