import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { CATEGORIES, makeCard, chipNames } from '../test-support/discovery.tsx';
import { DiscoveryPage, type CardResultsState, type DiscoveryProps } from './discovery-page.tsx';
import { HomePage, type LiveCards } from './home-page.tsx';

// The views the server draws (on pages without JavaScript) and the app renders from its cache:
// tested from plain props, with no router, no query client and no API.

const cards = (count: number, from = 1) => Array.from({ length: count }, (_, i) => makeCard(from + i));
const results = (overrides: Partial<CardResultsState> = {}): CardResultsState => ({
  cards: cards(12),
  total: 30,
  pagesShown: 1,
  hasMore: true,
  ...overrides,
});
const CHOICES = CATEGORIES.map(({ slug, name }) => ({ slug, name }));

const withI18n = (ui: ReactNode) => <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>;
const renderView = (ui: ReactNode) => render(withI18n(ui));
const renderDiscovery = (props: Partial<DiscoveryProps> = {}) =>
  renderView(<DiscoveryPage categories={CHOICES} results={results()} {...props} />);
const renderHome = (live: LiveCards) => renderView(<HomePage live={live} />);
const loadMore = () => screen.getByRole('link', { name: /^(Load more|Loading more…)$/ });

describe('HomePage', () => {
  it('shows six skeletons and says it is loading while the cards are undefined', () => {
    const { container } = renderHome({});
    expect(screen.getByRole('status')).toHaveTextContent('Loading fundraisers…');
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(6);
    expect(screen.queryAllByRole('link', { name: /^Fundraiser number/ })).toHaveLength(0);
  });

  it('shows the cards as links to their pages, and links to start one and to the full list', () => {
    const { container } = renderHome({ cards: cards(2) });
    expect(screen.getByRole('link', { name: 'Fundraiser number 2' })).toHaveAttribute('href', '/f/Code0002');
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Create a fundraiser' })).toHaveAttribute('href', '/fundraiser/create');
    expect(screen.getByRole('link', { name: 'See all fundraisers' })).toHaveAttribute('href', '/fundraisers');
  });

  it('names a card by whom it is for when that is not its organizer (D-253), else by its category', () => {
    const { container } = renderHome({ cards: [makeCard(1, { beneficiary_name: 'Baby Amani' }), makeCard(2)] });
    const kinds = [...container.querySelectorAll('.card-category')].map((p) => p.textContent);
    expect(kinds).toEqual(['For Baby Amani', 'Yourself']);
  });

  it('says when nothing is live yet', () => {
    renderHome({ cards: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No fundraisers are live yet. Be the first to start one.');
  });

  it('reports a failed load, with Try again only when there is a retry', () => {
    const { unmount } = renderHome({ failed: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();

    const onRetry = vi.fn();
    renderHome({ failed: true, onRetry });
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('DiscoveryPage: the category chips', () => {
  it('are links to All and each category, the current one marked', () => {
    renderDiscovery({ category: 'startup' });
    const nav = screen.getByRole('navigation', { name: 'Category' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['All', '/fundraisers'],
      ['Yourself', '/fundraisers?category=yourself'],
      ['Startup', '/fundraisers?category=startup'],
      ['Organization', '/fundraisers?category=organization'],
    ]);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual([
      'Startup',
    ]);
    expect(within(nav).getByRole('link', { name: 'Startup' })).toHaveClass('chip');
  });

  it('mark All without a category, and show only All while the categories load', () => {
    renderDiscovery({ categories: undefined });
    const nav = screen.getByRole('navigation', { name: 'Category' });
    expect(chipNames(nav)).toEqual(['All']);
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('say when the categories failed, with Try again only when there is a retry', () => {
    const { unmount } = renderDiscovery({ categories: undefined, categoriesFailed: true });
    expect(screen.getByText('Categories could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();

    const onRetryCategories = vi.fn();
    renderDiscovery({ categories: undefined, categoriesFailed: true, onRetryCategories });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetryCategories).toHaveBeenCalledOnce();
    // The list itself is unaffected.
    expect(screen.getByRole('link', { name: 'Fundraiser number 12' })).toBeInTheDocument();
  });

  it('are not there for a search, and a blank query is the list with them', () => {
    const { unmount } = renderDiscovery({ q: 'water' });
    expect(screen.queryByRole('navigation', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for "water"' })).toBeInTheDocument();
    unmount();
    renderDiscovery({ q: '   ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fundraisers' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Category' })).toBeInTheDocument();
  });
});

describe('DiscoveryPage: Load more', () => {
  it('is a plain link to the next page, landing on its first card', () => {
    renderDiscovery({ results: results({ cards: cards(24), pagesShown: 2 }) });
    expect(loadMore()).toHaveAttribute('href', '/fundraisers?page=3#page-3');
    expect(loadMore()).toHaveClass('button-outline', 'load-more');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 24 of 30');
    // Each page after the first starts at a card with its anchor.
    const anchored = document.querySelectorAll('.card[id]');
    expect([...anchored].map((li) => [li.id, li.textContent?.includes('Fundraiser number 13')])).toEqual([
      ['page-2', true],
    ]);
  });

  it('keeps the category or the trimmed search in the link, and never both', () => {
    const { unmount } = renderDiscovery({ category: 'startup' });
    expect(loadMore()).toHaveAttribute('href', '/fundraisers?category=startup&page=2#page-2');
    unmount();
    renderDiscovery({ q: '  clean water ', category: 'startup' });
    expect(loadMore()).toHaveAttribute('href', '/fundraisers?q=clean%20water&page=2#page-2');
  });

  it('loads in place in the app: the link is not followed and onLoadMore is called', () => {
    const onLoadMore = vi.fn();
    renderDiscovery({ results: results({ onLoadMore }) });
    expect(loadMore()).toHaveAttribute('href', '/fundraisers?page=2#page-2');
    const followed = fireEvent.click(loadMore());
    expect(followed).toBe(false);
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says it is loading and ignores clicks while the next page loads', () => {
    const onLoadMore = vi.fn();
    const { container } = renderDiscovery({ results: results({ onLoadMore, loadingMore: true }) });
    expect(loadMore()).toHaveTextContent('Loading more…');
    expect(loadMore()).toHaveAttribute('aria-disabled', 'true');
    expect(container.querySelector('.card-results')).toHaveAttribute('aria-busy', 'true');
    expect(fireEvent.click(loadMore())).toBe(false);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('is not there on the last page', () => {
    renderDiscovery({ results: results({ cards: cards(2), total: 2, hasMore: false }) });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2');
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('DiscoveryPage: loading, empty and failed', () => {
  it('shows twelve skeletons and a busy region while the cards are undefined', () => {
    const { container } = renderDiscovery({ results: results({ cards: undefined, total: 0, pagesShown: 0 }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading fundraisers…');
    expect(container.querySelector('.card-results')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(12);
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('dims stale cards (the previous category) and says the region is busy', () => {
    const { container } = renderDiscovery({ results: results({ stale: true }) });
    expect(container.querySelector('.cards')).toHaveClass('is-stale');
    expect(container.querySelector('.card-results')).toHaveAttribute('aria-busy', 'true');
  });

  it('is not busy nor dimmed once the cards are there', () => {
    const { container } = renderDiscovery();
    expect(container.querySelector('.cards')).not.toHaveClass('is-stale');
    expect(container.querySelector('.card-results')).toHaveAttribute('aria-busy', 'false');
  });

  it('offers to start one when nothing is live', () => {
    renderDiscovery({ results: results({ cards: [], total: 0, hasMore: false }) });
    expect(screen.getByRole('status')).toHaveTextContent('No fundraisers are live yet. Be the first to start one.');
    expect(screen.getByRole('link', { name: 'Start a fundraiser' })).toHaveAttribute('href', '/fundraiser/create');
  });

  it('links back to all of them when a category has nothing', () => {
    renderDiscovery({ category: 'startup', results: results({ cards: [], total: 0, hasMore: false }) });
    expect(screen.getByRole('status')).toHaveTextContent('No fundraisers are live in this category yet.');
    expect(screen.getByRole('link', { name: 'Browse all fundraisers' })).toHaveAttribute('href', '/fundraisers');
  });

  it('says nothing matches a search, with a hint and a way to browse everything', () => {
    renderDiscovery({ q: 'zzyzx', results: results({ cards: [], total: 0, hasMore: false }) });
    expect(screen.getByRole('status')).toHaveTextContent('No fundraisers match "zzyzx".');
    expect(screen.getByText('Check the spelling or try fewer words.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all fundraisers' })).toHaveAttribute('href', '/fundraisers');
  });

  it('reports a failed list with Try again only when there is a retry', () => {
    const failed = results({ cards: undefined, total: 0, pagesShown: 0, error: {} });
    const { container, unmount } = renderDiscovery({ results: failed });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this. Check your connection and try again.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('.card-skeleton')).toHaveLength(0);
    expect(container.querySelector('.card-results')).toHaveAttribute('aria-busy', 'false');
    unmount();

    const onRetry = vi.fn();
    renderDiscovery({ results: { ...failed, onRetry } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("reports a failed search with the spec's message and the server's words", () => {
    renderDiscovery({
      q: 'water',
      results: results({ cards: undefined, total: 0, pagesShown: 0, error: { detail: 'Search is resting' } }),
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while searching fundraisers');
    expect(alert).toHaveTextContent('Search is resting');
  });

  it('reports a failed next page under the cards, instead of Load more', () => {
    const onRetry = vi.fn();
    renderDiscovery({ results: results({ error: {}, onRetry }) });
    expect(screen.getByRole('link', { name: 'Fundraiser number 12' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this.');
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
