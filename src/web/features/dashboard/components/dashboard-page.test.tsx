import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import { mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { DashboardPage, type DashboardProps } from './dashboard-page.tsx';

const NOW = Date.parse('2026-11-23T09:00:00Z');

const card = (overrides: Partial<FundraiserCard> = {}): FundraiserCard => ({
  id: 'f-1',
  short_code: 'Abc12345',
  status: 'live',
  title: 'Water tank for Kibera Primary',
  summary: null,
  currency: 'KES',
  goal: 50000,
  raised_amount: 12500,
  supporters_count: 3,
  progress_percent: 25,
  image: null,
  category: { name: 'Yourself', slug: 'yourself' },
  organizer: 'Wanjiku Kamau',
  created_at: '2026-11-13T09:00:00Z',
  rejection_reason: null,
  ...overrides,
});

function show(props: Partial<DashboardProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <DashboardPage
        failed={false}
        offline={false}
        onRetry={() => {}}
        draft={null}
        onDiscardDraft={() => {}}
        origin="https://harambee.example"
        now={NOW}
        {...props}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it('shows a skeleton while loading, then an error with retry', async () => {
    const onRetry = vi.fn();
    const { events } = await show();
    expect(screen.getByRole('status', { name: 'Loading your fundraisers…' })).toBeInTheDocument();
    await show({ failed: true, onRetry });
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('invites a new user to start their first fundraiser', async () => {
    await show({ fundraisers: [] });
    expect(screen.getByRole('heading', { name: 'No fundraisers yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your first fundraiser' })).toHaveAttribute(
      'href',
      '/fundraiser/create',
    );
  });

  it('shows each fundraiser with its status, money, supporters, days live and links', async () => {
    await show({
      fundraisers: [
        card(),
        card({
          id: 'f-2',
          short_code: 'Rej12345',
          status: 'rejected',
          rejection_reason: 'Photos do not match the story',
        }),
      ],
    });
    const [live, rejected] = screen.getAllByRole('article');
    expect(within(live!).getByText('Live')).toBeInTheDocument();
    expect(within(live!).getByText('Ksh 12,500 raised of Ksh 50,000')).toBeInTheDocument();
    expect(within(live!).getByText(/25% funded · 3 supporters · Live for 10 days/)).toBeInTheDocument();
    expect(within(live!).getByRole('link', { name: 'Public page' })).toHaveAttribute('href', '/f/Abc12345');
    expect(within(live!).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/fundraiser/f-1');
    expect(within(rejected!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected!).getByText('Reason: Photos do not match the story')).toBeInTheDocument();
  });

  it('says when the list is the device’s saved copy', async () => {
    await show({ fundraisers: [card()], offline: true, failed: true });
    expect(screen.getByText(/You are offline/)).toHaveAttribute('role', 'status');
  });

  it('offers the unfinished draft, and discards it only after a confirmation', async () => {
    const onDiscardDraft = vi.fn();
    const { events } = await show({ fundraisers: [], draft: { title: 'School fees', step: 3 }, onDiscardDraft });
    expect(screen.getByText('School fees')).toBeInTheDocument();
    expect(screen.getByText(/Step 3 of 4/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/fundraiser/create');
    // With a draft the empty state would be a second call to action: it is not shown.
    expect(screen.queryByText('Start your first fundraiser')).not.toBeInTheDocument();
    vi.stubGlobal('confirm', () => false);
    await events.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscardDraft).not.toHaveBeenCalled();
    vi.stubGlobal('confirm', () => true);
    await events.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscardDraft).toHaveBeenCalledOnce();
  });

  it('lists a fundraiser’s donations on demand, with its totals and the CSV download', async () => {
    mockApi({
      'GET /api/fundraisers/Abc12345/donations/': {
        body: {
          data: [
            // Confirmed by the status query only: no receipt number to show.
            {
              reference: 'r-1',
              donor_name: 'Anonymous',
              amount: 500,
              message: null,
              paid_at: '2026-11-22T08:00:00Z',
              mpesa_receipt: null,
            },
            {
              reference: 'r-2',
              donor_name: 'Otieno',
              amount: 1000,
              message: 'Pamoja',
              paid_at: '2026-11-21T08:00:00Z',
              mpesa_receipt: 'TKL4M2X9QZ',
            },
          ],
          meta: { page: 1, page_size: 10, total: 2, total_pages: 1 },
          totals: { raised_kes: 1500, raised_amount: 1500, currency: 'KES', supporters_count: 2 },
        },
      },
    });
    const { events } = await show({ fundraisers: [card()] });
    await events.click(screen.getByRole('button', { name: 'Show donations' }));
    expect(await screen.findByText('Otieno')).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByText('Pamoja')).toBeInTheDocument();
    expect(screen.getByText(/Ksh 1,500 from 2 supporters/)).toBeInTheDocument();
    // The owner reconciles against the M-Pesa statement by its receipt number.
    expect(screen.getAllByText(/^M-Pesa receipt /).map((el) => el.textContent)).toEqual(['M-Pesa receipt TKL4M2X9QZ']);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/fundraisers/Abc12345/donations/csv/',
    );
    expect(screen.getByRole('button', { name: 'Hide donations' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('explains a fundraiser’s money on demand, from the ledger, and offers to ask again when it fails', async () => {
    mockApi({
      'GET /api/fundraisers/Abc12345/money/': [
        // The client asks twice before it gives up.
        { status: 500, body: { message: 'An unexpected error occurred' } },
        { status: 500, body: { message: 'An unexpected error occurred' } },
        {
          body: {
            data: {
              raised: 1_250_000,
              fee: 0,
              held: 300_000,
              available: 700_000,
              blocked: 0,
              withdrawn: 0,
              next_release_at: '2026-11-27T07:00:00.000Z',
              next_release: 200_000,
              cash: 250_000,
            },
          },
        },
      ],
    });
    const { events } = await show({ fundraisers: [card()] });
    await events.click(screen.getByRole('button', { name: 'Show money' }));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The money could not be loaded.');
    await events.click(within(failed).getByRole('button', { name: 'Try again' }));
    // Plain words first: what can be withdrawn now, large; when the next part comes; the cash.
    const now = await screen.findByText('Available to withdraw now', { selector: '.dash-money-now span' });
    expect(now.parentElement!.textContent!.replace(/\s/g, ' ')).toBe('Available to withdraw now Ksh 7,000');
    expect(
      screen.getByText('Ksh 2,000 more becomes available from 27 Nov 2026, 10:00.', {
        normalizer: (t) => t.replace(/\s/g, ' '),
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ksh 2,500 collected in person is already with the committee: it counts in what was raised and is not withdrawn here.',
        { normalizer: (t) => t.replace(/\s/g, ' ') },
      ),
    ).toBeInTheDocument();
    // Then the full account, folded, whose lines add up to what was raised.
    const account = screen.getByText('The full account');
    await events.click(account);
    const terms = [...account.closest('details')!.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling!.textContent!.replace(/\s/g, ' '),
    ]);
    expect(terms).toEqual([
      ['Raised', 'Ksh 12,500'],
      ['Collected in person (with the committee)', 'Ksh 2,500'],
      ['Waiting to become available', 'Ksh 3,000'],
      ['Available to withdraw now', 'Ksh 7,000'],
      ['Set aside for withdrawals on their way', 'Ksh 0'],
      ['Platform fee taken', 'Ksh 0'],
      ['Withdrawn', 'Ksh 0'],
    ]);
    expect(screen.getByRole('button', { name: 'Hide money' })).toHaveAttribute('aria-expanded', 'true');
  });
  it('says what is owed after M-Pesa reversed a gift already withdrawn, and the account still adds up (D-259)', async () => {
    mockApi({
      'GET /api/fundraisers/Abc12345/money/': {
        body: {
          data: {
            raised: 100_000,
            fee: 8_800,
            held: 0,
            available: 0,
            owed: 150_000,
            blocked: 0,
            withdrawn: 241_200,
            next_release_at: null,
            next_release: 0,
            cash: 0,
          },
        },
      },
    });
    const { events } = await show({ fundraisers: [card()] });
    await events.click(screen.getByRole('button', { name: 'Show money' }));
    expect(
      await screen.findByText(
        'M-Pesa reversed a gift after its money was withdrawn: the next Ksh 1,500 of gifts repay it before anything more can be withdrawn.',
        { normalizer: (t) => t.replace(/\s/g, ' ') },
      ),
    ).toBeInTheDocument();
    const account = screen.getByText('The full account').closest('details')!;
    const lines = [...account.querySelectorAll('dd')].map((dd) => Number(dd.textContent!.replace(/[^\d-]/g, '')));
    expect(lines.slice(1).reduce((sum, kes) => sum + kes, 0)).toBe(lines[0]);
    expect(account).toHaveTextContent(/Owed after an M-Pesa reversal\s*-Ksh\s1,500/);
  });
});
