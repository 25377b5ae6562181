import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test-support/render.tsx';
import { fundraiserPageKeys } from '../api/review.ts';
import { makeReview, reviewKey } from '../test-support/review-fixture.ts';
import { FundraiserPreview } from './fundraiser-preview.tsx';

// /f/{short_code}: the page from the network, its loading and error states (spec §8), and the
// copy saved on the phone when the network fails.

const CODE = 'Ab3dE9xZ';
const REVIEW = reviewKey(CODE);
const review = makeReview({ fundraiser: { short_code: CODE } });
// ofetch retries a 5xx or failed GET once by itself, so a failure the user sees is two in a row.
const twice = <T,>(reply: T) => [reply, reply];

/** The app's query defaults (staleTime, offlineFirst), without TanStack's retries and their delays. */
function makeClient() {
  return new QueryClient({
    defaultOptions: { queries: { ...queryClient.getDefaultOptions().queries, retry: false } },
  });
}

function renderPreview(client = makeClient()) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <FundraiserPreview shortCode={CODE} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { user, client };
}

/** The saved-copy notice (the share tools have a status region of their own). */
const savedCopyNotice = () => screen.queryByText(/This is a saved copy/);

const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
};

afterEach(() => {
  vi.restoreAllMocks();
  // TanStack Query keeps the last online state it heard of; the next test starts online.
  onlineManager.setOnline(true);
});

describe('FundraiserPreview', () => {
  it('shows the loading state, then the fundraiser with its share tools', async () => {
    const api = mockApi({ [REVIEW]: { body: { data: review }, delay: 100 } });
    renderPreview();
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading fundraiser…$/);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'School fees for Amani' })).toBeInTheDocument();
    expect(screen.queryByText('Loading fundraiser…')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toEqual([`/api/fundraisers/${CODE}/review/`]);
    const funding = screen.getByRole('region', { name: 'Funding' });
    expect(within(funding).getByText('24% funded')).toBeInTheDocument();
    const share = within(funding).getByRole('region', { name: 'Share this fundraiser' });
    const pageUrl = `${location.origin}/f/${CODE}`;
    expect(within(share).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`School fees for Amani ${pageUrl}`)}`,
    );
  });

  it('shows the error panel with Try again when the server fails, and loads on retry', async () => {
    const api = mockApi({ [REVIEW]: [...twice({ status: 500 }), { body: { data: review } }] });
    const { user } = renderPreview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to load fundraiser detailsTry again$/);
    expect(within(alert).getByText('Failed to load fundraiser details')).toBeInTheDocument();
    expect(api.callsTo(REVIEW)).toHaveLength(2);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'School fees for Amani' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo(REVIEW)).toHaveLength(3);
  });

  it('shows the error panel with Try again when the network fails', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    renderPreview();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load fundraiser details')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('says it will load by itself when the phone is offline and nothing was saved', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    goOffline();
    renderPreview();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load fundraiser details')).toBeInTheDocument();
    expect(
      within(alert).getByText('You are offline. This page loads by itself when you are back online.'),
    ).toBeInTheDocument();
  });

  it('says the fundraiser failed to load, with no retry, for an unknown code', async () => {
    const api = mockApi({ [REVIEW]: { status: 404, body: { message: 'Not found.' } } });
    renderPreview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to load fundraiser$/);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo(REVIEW)).toHaveLength(1);
  });
});

describe('FundraiserPreview saved copy', () => {
  const SAVED_AT = Date.parse('2026-11-18T07:30:00.000Z');
  // Shown in the phone's own time zone (10:30 in Nairobi, 07:30 in UTC).
  const when = new Date(SAVED_AT).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' });
  const withSavedCopy = () => {
    const client = makeClient();
    client.setQueryData(fundraiserPageKeys.review(CODE), review, { updatedAt: SAVED_AT });
    return client;
  };

  it('keeps showing the saved page when the refetch fails, and dates it once offline', async () => {
    const api = mockApi({ [REVIEW]: twice({ status: 500 }) });
    const { client } = renderPreview(withSavedCopy());
    expect(screen.getByRole('heading', { level: 1, name: 'School fees for Amani' })).toBeInTheDocument();

    // The saved copy is stale: it is asked for again, and that fails.
    await waitFor(() => expect(client.getQueryState(fundraiserPageKeys.review(CODE))?.status).toBe('error'));
    expect(api.callsTo(REVIEW)).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'School fees for Amani' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Funding' })).toHaveTextContent('24% funded');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(savedCopyNotice()).not.toBeInTheDocument();

    goOffline();
    expect(when).toMatch(/^1[78] Nov 2026, \d\d:\d\d$/);
    expect(savedCopyNotice()).toHaveTextContent(
      new RegExp(`^You are offline\\. This is a saved copy from ${when}\\.$`),
    );
    expect(savedCopyNotice()).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'School fees for Amani' })).toBeInTheDocument();

    act(() => {
      vi.restoreAllMocks();
      window.dispatchEvent(new Event('online'));
    });
    expect(savedCopyNotice()).not.toBeInTheDocument();
    // Back online, it asks again at once (and fails again, two calls): the page stays.
    await waitFor(() => expect(api.callsTo(REVIEW)).toHaveLength(4));
    await waitFor(() => expect(client.getQueryState(fundraiserPageKeys.review(CODE))?.fetchStatus).toBe('idle'));
    expect(screen.getByRole('heading', { level: 1, name: 'School fees for Amani' })).toBeInTheDocument();
  });

  it('opens the saved page offline, saying from when', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    goOffline();
    const { client } = renderPreview(withSavedCopy());
    await waitFor(() => expect(client.getQueryState(fundraiserPageKeys.review(CODE))?.status).toBe('error'));
    expect(screen.getByRole('heading', { level: 1, name: 'School fees for Amani' })).toBeInTheDocument();
    expect(savedCopyNotice()).toHaveTextContent(`You are offline. This is a saved copy from ${when}.`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
