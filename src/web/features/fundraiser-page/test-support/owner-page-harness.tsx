import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import type { EditTools } from '../components/edit-fundraiser.tsx';
import { OwnerFundraiser } from '../components/owner-fundraiser.tsx';

// The owner's page /fundraiser/{id} in component tests: one fundraiser ('f-1', CODE) as
// GET /fundraisers/mine/ and its review answer it, the page drawn with a stand-in story form.

export const CODE = 'Xy7pQ2rT';
export const REVIEW = `GET /api/fundraisers/${CODE}/review/`;
export const MINE = 'GET /api/fundraisers/mine/';

export const ok = (data: unknown): MockReply => ({ body: { data } });

/** The owner's fundraiser as their list shows it. */
export const ownerCard = (
  status: FundraiserCard['status'],
  overrides: Partial<FundraiserCard> = {},
): FundraiserCard => ({
  id: 'f-1',
  short_code: CODE,
  status,
  title: 'School fees for Amani',
  summary: null,
  currency: 'KES',
  goal: 50000,
  raised_amount: 12000,
  supporters_count: 3,
  progress_percent: 24,
  image: null,
  category: { name: 'Yourself', slug: 'yourself' },
  organizer: 'Wanjiku Kamau',
  created_at: '2026-11-13T09:00:00Z',
  rejection_reason: null,
  ...overrides,
});

/** Draws the owner's page over the stubbed API and waits for its title. */
export async function showOwnerPage(routes: Record<string, MockReply | MockReply[]>, editTools: EditTools) {
  const api = mockApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = await renderWithProviders(
    <QueryClientProvider client={client}>
      <OwnerFundraiser id="f-1" editTools={editTools} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, api };
}

/** The page waits for the hero photo to decode; jsdom cannot decode. Call at a test file's top. */
export function decodableImages() {
  beforeEach(() => {
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      writable: true,
      value: () => Promise.resolve(),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  });
}
