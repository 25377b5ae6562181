import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PendingItem } from '#shared/schemas/moderation.schema.ts';
import { makeUser, renderWithProviders } from '#web/test-support/render.tsx';
import { ReviewPage } from './components/review-page.tsx';

// What the tests of /review share: the API calls it makes, a pending fundraiser, the page drawn.

export const PENDING = 'GET /api/moderation/pending/';
export const DECISIONS = 'GET /api/moderation/decisions/';
export const REPORTED = 'GET /api/moderation/reports/';
export const ITEM_REPORTED = 'GET /api/moderation/item-reports/';
export const noReports = { body: { data: [] } };
export const noDecisions = { body: { data: [], meta: { page: 1, page_size: 20, total: 0, total_pages: 0 } } };
export const reviewer = makeUser({ role: 'reviewer', full_name: 'Rita Reviewer' });

export function pendingItem(n: number, overrides: Partial<PendingItem> = {}): PendingItem {
  return {
    id: `f-${n}`,
    short_code: `Abcdef0${n}`,
    status: 'pending_review',
    title: `Fundraiser ${n}`,
    summary: 'A story',
    currency: 'KES',
    goal: 50000,
    raised_amount: 0,
    supporters_count: 0,
    progress_percent: 0,
    image: null,
    category: { name: 'Yourself', slug: 'yourself' },
    organizer: 'Achieng Odhiambo',
    created_at: '2026-11-01T08:00:00Z',
    rejection_reason: null,
    detail: {
      fundraiser_title: `Fundraiser ${n}`,
      fundraiser_details: 'Baraka starts form one in January.',
      fundraiser_goal: 50000,
      raised_amount: 0,
      supporters_count: 0,
      mission: null,
      website: null,
      social_media: null,
      organisation_name: null,
      registration_number: null,
      startup_name: null,
      business_description: null,
      location: 'Kisumu',
      industry_name: null,
      team_size_name: null,
      stage_name: null,
    },
    images: [
      {
        id: `img-${n}`,
        image: `/media/${n}.png`,
        width: 800,
        height: 600,
        preview: `/media/${n}-preview.webp`,
        variants: [{ width: 320, url: `/media/${n}-320.webp` }],
      },
    ],
    organiser: {
      id: 'u-9',
      full_name: 'Achieng Odhiambo',
      email_address: 'achieng@example.com',
      photo_url: null,
      is_verified: true,
      joined_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    },
    ...overrides,
  };
}

export function renderPage(user = reviewer) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ReviewPage role={user.role} userId={user.id} />
    </QueryClientProvider>,
    { path: '/review', user },
  );
}
