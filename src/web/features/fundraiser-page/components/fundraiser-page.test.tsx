import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Review } from '#shared/schemas/review.schema.ts';
import { i18n, switchLanguage } from '#web/lib/i18n.ts';
import { CATEGORY, makeImages, makeReview, supporter } from '../test-support/review-fixture.ts';
import { FundraiserPage } from './fundraiser-page.tsx';

// The public fundraiser page (spec §2): banner, badges, Donate, organizer and the side panel.

const renderPage = (review: Review, extra: { share?: ReactNode; notices?: ReactNode } = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <FundraiserPage review={review} {...extra} />
    </I18nextProvider>,
  );

// What a reader sees: Intl puts a no-break space after 'Ksh'.
const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');
const funding = () => screen.getByRole('region', { name: 'Funding' });
const badges = () => screen.getByRole('heading', { level: 1 }).nextElementSibling as HTMLElement;

// The page waits for the hero photo to decode before it takes over; jsdom cannot decode.
beforeEach(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    writable: true,
    value: () => Promise.resolve(),
  });
});
afterEach(() => {
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
});

describe('FundraiserPage when live', () => {
  it('shows the title, the Verified and category badges and Donate as a link', () => {
    renderPage(makeReview({ fundraiser: { short_code: 'Xy7pQ2rT' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'School fees for Amani' })).toBeInTheDocument();
    expect(within(badges()).getByText('Verified')).toBeInTheDocument();
    expect(within(badges()).getByText('Yourself fundraiser')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(funding()).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/f/Xy7pQ2rT/donate');
    expect(screen.queryByText('Donations open once the fundraiser is live.')).not.toBeInTheDocument();
  });

  it('names the category in its badge', () => {
    renderPage(makeReview({ fundraiser: { fundraising_category: CATEGORY.organization } }));
    expect(within(badges()).getByText('Organization fundraiser')).toBeInTheDocument();
  });

  it('puts the notices above the title and the share tools in the funding card', () => {
    renderPage(makeReview(), { notices: <p>A notice</p>, share: <p>Share tools</p> });
    const notice = screen.getByText('A notice');
    expect(notice.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(funding()).getByText('Share tools')).toBeInTheDocument();
  });

  it('shows the photos in the carousel', () => {
    renderPage(makeReview({ images: makeImages(2) }));
    expect(screen.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'No photos yet' })).not.toBeInTheDocument();
  });

  it('calls a fundraiser without details untitled', () => {
    renderPage(makeReview({ detail: null }));
    expect(screen.getByRole('heading', { level: 1, name: 'Untitled fundraiser' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photos yet' })).toBeInTheDocument();
  });
});

describe('FundraiserPage when not live', () => {
  it.each([
    ['pending_review', 'Pending Review', 'Donations open once the fundraiser is live.'],
    ['closed', 'Fundraiser closed', 'This fundraiser is closed and no longer takes donations.'],
    ['rejected', 'Not approved', 'This fundraiser was not approved and takes no donations.'],
  ] as const)('%s: says so in a banner, is not Verified, and Donate is disabled', (status, banner, why) => {
    renderPage(makeReview({ fundraiser: { status } }));
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${banner}$`));
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(within(badges()).getByText('Yourself fundraiser')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Donate' })).not.toBeInTheDocument();
    const donate = within(funding()).getByRole('button', { name: 'Donate' });
    expect(donate).toBeDisabled();
    expect(donate).toHaveAccessibleDescription(why);
  });

  it('closed: shows what it raised and its supporters, and no tips', () => {
    renderPage(makeReview({ fundraiser: { status: 'closed' } }));
    expect(within(funding()).getByText('Ksh 12,000')).toBeInTheDocument();
    expect(within(funding()).getByText('3 supporters')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent supporters' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Tips for success' })).not.toBeInTheDocument();
  });

  it.each(['closed', 'rejected'] as const)('%s with nothing raised: no tips, no supporters yet', (status) => {
    renderPage(
      makeReview({
        fundraiser: { status },
        detail: { raised_amount: 0, supporters_count: 0 },
        recent_transactions: [],
      }),
    );
    expect(screen.queryByRole('region', { name: 'Tips for success' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recent supporters' })).getByText('No supporters yet'),
    ).toBeVisible();
  });
});

describe('FundraiserPage side panel', () => {
  it('gives the tips for success until money comes in', () => {
    renderPage(makeReview({ detail: { raised_amount: 0, supporters_count: 0 }, recent_transactions: [] }));
    const tips = screen.getByRole('region', { name: 'Tips for success' });
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Share with your network', 'Post regular updates', 'Thank donors']);
    expect(screen.queryByRole('region', { name: 'Recent supporters' })).not.toBeInTheDocument();
  });

  it('lists the recent supporters once money has come in: name, amount and when', () => {
    renderPage(makeReview());
    expect(screen.queryByRole('region', { name: 'Tips for success' })).not.toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent supporters' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((li) => [...li.children].map(textOf))).toEqual([
      ['Otieno Odhiambo', 'Ksh 5,000', '2 hours ago'],
      ['Achieng Atieno', 'Ksh 4,000', 'yesterday'],
      ['Kiprono Kiptoo', 'Ksh 3,000', '3 days ago'],
    ]);
  });

  it('shows the five newest, in dollars (≈, converted) for a USD fundraiser, and names an anonymous donor Anonymous', () => {
    const donations = [
      supporter(null, 100, 20),
      ...[2, 3, 4, 5, 6, 7].map((n) => supporter(`Donor ${n}`, n * 10, n * 86400)),
    ];
    renderPage(makeReview({ fundraiser: { currency: 'USD' }, recent_transactions: donations }));
    const rows = within(screen.getByRole('region', { name: 'Recent supporters' })).getAllByRole('listitem');
    expect(rows.map((li) => [...li.children].map(textOf))).toEqual([
      ['Anonymous', '≈ US$100', 'just now'],
      ['Donor 2', '≈ US$20', '2 days ago'],
      ['Donor 3', '≈ US$30', '3 days ago'],
      ['Donor 4', '≈ US$40', '4 days ago'],
      ['Donor 5', '≈ US$50', '5 days ago'],
    ]);
  });

  it('says there are no recent supporters yet when money came in but no donation is listed', () => {
    renderPage(makeReview({ detail: { raised_amount: 2000 }, recent_transactions: [] }));
    const recent = screen.getByRole('region', { name: 'Recent supporters' });
    expect(within(recent).getByText('No recent supporters yet')).toBeInTheDocument();
    expect(within(recent).queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tips for success' })).not.toBeInTheDocument();
  });
});

describe('FundraiserPage organizer', () => {
  it("shows the organizer's initials, name and start date", () => {
    renderPage(makeReview({ fundraiser: { created_at: '2026-01-15T09:00:00Z' } }));
    const organizer = screen.getByRole('region', { name: 'Organizer' });
    expect(within(organizer).getByText('WK')).toHaveAttribute('aria-hidden', 'true');
    expect(within(organizer).getByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(within(organizer).getByText('Started 15 January 2026')).toBeInTheDocument();
  });

  it('dates the start in Nairobi time and shows their photo when they have one', () => {
    renderPage(
      makeReview({
        fundraiser: {
          created_at: '2026-03-31T22:30:00Z',
          user: { full_name: 'Otieno Odhiambo', photo_url: '/media/otieno.webp' },
        },
      }),
    );
    const organizer = screen.getByRole('region', { name: 'Organizer' });
    expect(organizer.querySelector('img')).toHaveAttribute('src', '/media/otieno.webp');
    expect(within(organizer).queryByText('OO')).not.toBeInTheDocument();
    expect(within(organizer).getByText('Started 1 April 2026')).toBeInTheDocument();
  });
});

describe('FundraiserPage in Kiswahili', () => {
  beforeAll(() => switchLanguage('sw'));
  afterAll(() => switchLanguage('en'));

  it("says an anonymous gift and how long ago each was paid in Kiswahili, from the review's read time", () => {
    const donations = [
      supporter(null, 700, 20),
      supporter('Otieno Odhiambo', 5000, 2 * 3600),
      supporter('Achieng Atieno', 4000, 30 * 3600),
      supporter('Kiprono Kiptoo', 3000, 3 * 86400),
    ];
    renderPage(makeReview({ recent_transactions: donations }));
    const recent = screen.getByRole('region', { name: 'Wafadhili wa hivi karibuni' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((li) => [...li.children].map(textOf))).toEqual([
      ['Bila jina', 'Ksh 700', 'sasa hivi'],
      ['Otieno Odhiambo', 'Ksh 5,000', 'saa 2 zilizopita'],
      ['Achieng Atieno', 'Ksh 4,000', 'jana'],
      ['Kiprono Kiptoo', 'Ksh 3,000', 'siku 3 zilizopita'],
    ]);
    expect(recent.textContent).not.toMatch(/Anonymous|ago|just now|yesterday/);
  });
});
