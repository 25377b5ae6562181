import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test-support/render.tsx';
import { fundraiserPageKeys } from '../api/review.ts';
import { makeReview, reviewKey } from '../test-support/review-fixture.ts';
import { FundraiserPreview } from './fundraiser-preview.tsx';

// A shared link's page carries the review the server rendered (#ssr-review), so the app starts
// with it instead of asking a slow network again. server-review.ts reads that script once per
// module instance: this file has its own, and the script is in the document before any test.

const CODE = 'Ss7rVw2Q';
const RENDERED_AT = '2026-11-20T10:00:00.000Z';
const review = makeReview({
  fundraiser: { short_code: CODE },
  detail: { fundraiser_title: 'Boreholes for Kitui', raised_amount: 30000, fundraiser_goal: 40000 },
});

beforeAll(() => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'ssr-review';
  script.dataset.renderedAt = RENDERED_AT;
  script.textContent = JSON.stringify(review);
  document.head.append(script);
});

// The app's query client keeps data fresh for a minute: the clock reads a few seconds after the
// server's render, as when a shared link has just opened.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(RENDERED_AT) + 5_000);
});

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

function renderPreview(shortCode: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { ...queryClient.getDefaultOptions().queries, retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <FundraiserPreview shortCode={shortCode} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('FundraiserPreview from the server-rendered review', () => {
  it('draws the page at once, without asking the network', async () => {
    const api = mockApi({});
    renderPreview(CODE);
    expect(screen.getByRole('heading', { level: 1, name: 'Boreholes for Kitui' })).toBeInTheDocument();
    expect(screen.queryByText('Loading fundraiser…')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Funding' })).toHaveTextContent('75% funded');
    // Give a refetch every chance to start.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(/This is a saved copy/)).not.toBeInTheDocument();
  });

  it('fetches a fundraiser other than the one the server rendered', async () => {
    const other = makeReview({ fundraiser: { short_code: 'Ot4erC0d' } });
    const api = mockApi({ [reviewKey('Ot4erC0d')]: { body: { data: other } } });
    renderPreview('Ot4erC0d');
    expect(screen.getByText('Loading fundraiser…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'School fees for Amani' })).toBeInTheDocument();
    expect(api.callsTo(reviewKey('Ot4erC0d'))).toHaveLength(1);
  });

  it("reopened offline days later, is a saved copy dated by the server's render", async () => {
    vi.setSystemTime(Date.parse('2026-11-23T08:00:00.000Z'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const client = renderPreview(CODE);
    expect(screen.getByRole('heading', { level: 1, name: 'Boreholes for Kitui' })).toBeInTheDocument();
    const when = new Date(RENDERED_AT).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' });
    expect(screen.getByText(`You are offline. This is a saved copy from ${when}.`)).toBeInTheDocument();
    // Stale by then, so it is asked for again; that fails, and the copy stays.
    await waitFor(() => expect(client.getQueryState(fundraiserPageKeys.review(CODE))?.status).toBe('error'));
    expect(fetch).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Boreholes for Kitui' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
