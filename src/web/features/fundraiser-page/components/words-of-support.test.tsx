import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '#shared/schemas/review.schema.ts';
import type { SupportMessage, SupportMessagesPage } from '#shared/schemas/support-message.schema.ts';
import { i18n, switchLanguage } from '#web/lib/i18n.ts';
import { makeReview, READ_AT } from '../test-support/review-fixture.ts';
import { FundraiserPage } from './fundraiser-page.tsx';

// Words of support (D-171) and 'For {name}' (D-170) on the fundraiser page, as the server draws it
// and the app hydrates it: the same presentational component, fed the review.

const ago = (seconds: number) => new Date(Date.parse(READ_AT) - seconds * 1000).toISOString();
const said = (message: string, name: string | null, seconds: number): SupportMessage => ({
  donor_name: name,
  anonymous: name === null,
  message,
  paid_at: ago(seconds),
});
const withWords = (data: SupportMessage[], total = data.length, review = makeReview()): Review => ({
  ...review,
  support_messages: { data, total },
});

const renderPage = (review: Review) =>
  render(
    <I18nextProvider i18n={i18n}>
      <FundraiserPage review={review} />
    </I18nextProvider>,
  );
const section = () => screen.getByRole('region', { name: /^(Words of support|Maneno ya kutia moyo)/ });
const rows = () => within(section()).getAllByRole('listitem');

beforeEach(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    writable: true,
    value: () => Promise.resolve(),
  });
});
afterEach(() => {
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  vi.unstubAllGlobals();
});

describe('words of support on the fundraiser page', () => {
  it('shows the words newest first, with the donor’s name or only "Anonymous", and how long ago', () => {
    renderPage(
      withWords([said('Pole sana, get well soon', null, 2 * 3600), said('Tuko pamoja <b>Mama</b>', 'Achieng', 86400)]),
    );
    expect(screen.getByRole('heading', { name: 'Words of support (2)' })).toBeInTheDocument();
    expect(rows().map((r) => r.textContent)).toEqual([
      'Pole sana, get well soonAnonymous · 2 hours ago',
      'Tuko pamoja <b>Mama</b>Achieng · yesterday',
    ]);
    // Typed markup is text, never markup.
    expect(section().querySelector('b')).toBeNull();
    expect(rows()[0]!.querySelector('time')).toHaveAttribute('datetime', ago(2 * 3600));
  });

  it('shows nothing at all when nobody has written yet', () => {
    renderPage(withWords([], 0));
    expect(screen.queryByRole('region', { name: /Words of support/ })).not.toBeInTheDocument();
    renderPage(makeReview());
    expect(screen.queryByRole('region', { name: /Words of support/ })).not.toBeInTheDocument();
  });

  it('shows more on request, without repeating words a new gift pushed onto the next page', async () => {
    const next: SupportMessagesPage = {
      data: [said('Second page words', 'Kiprono', 5 * 86400), said('Older words', 'Otieno', 6 * 86400)],
      meta: { page: 2, page_size: 5, total: 6, total_pages: 2 },
      read_at: READ_AT,
    };
    const first = [1, 2, 3, 4].map((n) => said(`Words ${n}`, 'Wanjiru', n * 3600));
    first.push(next.data[0]!);
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(next), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(withWords(first, 6));
    expect(rows()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Older words')).toBeInTheDocument();
    expect(rows()).toHaveLength(6);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/api/fundraisers/Ab3dE9xZ/support-messages/?page=2&page_size=5',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when more could not be loaded and keeps the button to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const user = userEvent.setup();
    renderPage(withWords([said('Only one shown', 'Amina', 60)], 3));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('More words of support could not be loaded');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
  });
});

describe('who the money is for', () => {
  it('says "For {name}" with the relationship under the title, and nothing for the organiser themself', () => {
    const review = makeReview({ detail: { beneficiary_name: 'Mama Njeri', beneficiary_relationship: 'parent' } });
    const { unmount } = renderPage(review);
    expect(screen.getByText('For Mama Njeri').closest('p')).toHaveTextContent(
      "For Mama Njeri · The organizer's parent",
    );
    unmount();
    renderPage(makeReview({ detail: { beneficiary_name: 'Baraka', beneficiary_relationship: 'other' } }));
    expect(screen.getByText('For Baraka').closest('p')).toHaveTextContent(/^For Baraka$/);
    renderPage(makeReview());
    expect(document.querySelectorAll('[data-beneficiary]')).toHaveLength(1);
  });

  it('names the kind by whom it is for (D-253): never "Yourself fundraiser" for someone else', () => {
    const badges = () => [...document.querySelectorAll('.fp-badges .badge')].map((b) => b.textContent);
    const kinds = [
      ['child', 'Family fundraiser'],
      ['spouse', 'Family fundraiser'],
      ['friend', 'Fundraiser for a friend'],
      ['other', 'Fundraiser for someone else'],
    ] as const;
    for (const [relationship, kind] of kinds) {
      const { unmount } = renderPage(
        makeReview({ detail: { beneficiary_name: 'Baby Amani', beneficiary_relationship: relationship } }),
      );
      expect(badges()).toContain(kind);
      expect(badges()).not.toContain('Yourself fundraiser');
      unmount();
    }
    renderPage(makeReview());
    expect(badges()).toContain('Yourself fundraiser');
  });
});

describe('in Kiswahili', () => {
  beforeAll(() => switchLanguage('sw'));
  afterAll(() => switchLanguage('en'));

  it('says "Bila jina", the time and "Kwa ajili ya" in Kiswahili', () => {
    const review = makeReview({ detail: { beneficiary_name: 'Mama Njeri', beneficiary_relationship: 'parent' } });
    renderPage(withWords([said('Mungu akubariki', null, 2 * 86400)], 1, review));
    expect(screen.getByRole('heading', { name: 'Maneno ya kutia moyo (1)' })).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Bila jina');
    expect(rows()[0]).not.toHaveTextContent('Anonymous');
    expect(rows()[0]).not.toHaveTextContent('ago');
    expect(screen.getByText('Kwa ajili ya Mama Njeri').closest('p')).toHaveTextContent('Mzazi wa mwandalizi');
    expect(screen.getByText('Harambee ya familia')).toHaveClass('badge');
  });
});
