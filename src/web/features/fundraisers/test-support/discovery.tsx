// Test data and a harness for the discovery components: cards and pages as the API answers them,
// and the page's container mounted at /fundraisers reading the URL's search as the route file does.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { within } from '@testing-library/react';
import { useRouter, useSearch } from '@tanstack/react-router';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import { NavigateContext } from '#web/components/ui/app-link.tsx';
import { renderWithProviders } from '#web/test-support/render.tsx';
import { DiscoveryContainer } from '../containers/discovery-container.tsx';
import { discoverySearchSchema } from '../discovery-search.ts';

export const CATEGORIES = [
  { id: 1, name: 'Yourself', slug: 'yourself', description: 'For your own needs.', icon_name: 'User' },
  { id: 2, name: 'Startup', slug: 'startup', description: 'Fund a young business.', icon_name: 'Users' },
  { id: 3, name: 'Organization', slug: 'organization', description: 'A registered charity.', icon_name: 'Building' },
];

export function makeCard(n: number, overrides: Partial<FundraiserCard> = {}): FundraiserCard {
  return {
    id: `f-${n}`,
    short_code: `Code${String(n).padStart(4, '0')}`,
    status: 'live',
    title: `Fundraiser number ${n}`,
    summary: 'Help us.',
    currency: 'KES',
    goal: 50000,
    raised_amount: 12000,
    supporters_count: 3,
    progress_percent: 24,
    image: `/media/f-${n}-640.webp`,
    category: { name: 'Yourself', slug: 'yourself' },
    organizer: 'Wanjiku Kamau',
    created_at: '2026-01-01T10:00:00Z',
    rejection_reason: null,
    ...overrides,
  };
}

/** A page of `count` cards numbered from `from`, out of `total` in pages of 12. */
export function cardPage(page: number, count: number, total: number, from = (page - 1) * 12 + 1) {
  return {
    data: Array.from({ length: count }, (_, i) => makeCard(from + i)),
    // The live list's `next` (D-225) as the server makes it: where the following page starts.
    meta: {
      page,
      page_size: 12,
      total,
      total_pages: Math.ceil(total / 12),
      next: page * 12 < total ? `after${page}` : null,
    },
  };
}

/**
 * Reads the URL's search through the route's own schema, as the route file does, with AppLink's
 * clicks kept in the app as main.tsx does.
 */
function Harness() {
  const router = useRouter();
  const search = discoverySearchSchema.parse(useSearch({ strict: false }));
  return (
    <NavigateContext value={(href) => void router.navigate({ href })}>
      <DiscoveryContainer q={search.q} category={search.category} />
    </NavigateContext>
  );
}

export function renderDiscovery(search?: Record<string, string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
    { path: '/fundraisers', search },
  );
}

/** The query string of a recorded call, as an object. */
export function queryOf(call: { url: string } | undefined) {
  if (!call) throw new Error('No such call');
  return Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
}

/** The category chips' names, in order (they are links in a navigation landmark). */
export const chipNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
