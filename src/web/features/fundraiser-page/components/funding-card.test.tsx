import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Review } from '#shared/schemas/review.schema.ts';
import { i18n } from '#web/lib/i18n.ts';
import { makeReview, type ReviewOverrides } from '../test-support/review-fixture.ts';
import { FundingCard } from './funding-card.tsx';

// The funding card (spec §2, §9): raised against goal in the fundraiser's currency, the bar,
// '{percent}% funded' as round(raised / goal × 100), supporters, and Donate.

function renderCard(review: Review, share?: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <FundingCard review={review}>{share}</FundingCard>
    </I18nextProvider>,
  );
  const card = screen.getByRole('region', { name: 'Funding' });
  const raisedLine = card.querySelector('.fp-raised');
  return { card, raisedLine, bar: within(card).getByRole('progressbar') as HTMLProgressElement };
}

const cardFor = (overrides: ReviewOverrides) => renderCard(makeReview(overrides));

describe('FundingCard amounts', () => {
  it('shows raised of goal in Kenya shillings, the percentage funded and the supporters', () => {
    const { card, raisedLine, bar } = cardFor({ detail: { raised_amount: 12000, fundraiser_goal: 50000 } });
    expect(within(card).getByText('Ksh 12,000')).toBeInTheDocument();
    expect(raisedLine).toHaveTextContent(/^Ksh 12,000 raised of Ksh 50,000$/);
    expect(within(card).getByText('24% funded')).toBeInTheDocument();
    expect(within(card).getByText('3 supporters')).toBeInTheDocument();
    expect(bar.value).toBe(24);
    expect(bar.max).toBe(100);
    expect(bar).toHaveAccessibleName('24% raised');
  });

  it('shows a USD fundraiser in dollars, its raised total converted from shillings and marked ≈', () => {
    const { raisedLine, card } = cardFor({
      fundraiser: { currency: 'USD' },
      detail: { raised_amount: 2500, fundraiser_goal: 10000, supporters_count: 1 },
    });
    expect(raisedLine).toHaveTextContent(/^≈ US\$2,500 raised of US\$10,000$/);
    expect(within(card).getByText('25% funded')).toBeInTheDocument();
    expect(within(card).getByText('1 supporter')).toBeInTheDocument();
  });

  it.each([
    // round, not floor: 2 / 3 is 66.7 %
    { raised: 2, goal: 3, percent: 67 },
    { raised: 333, goal: 1000, percent: 33 },
    { raised: 12345, goal: 50000, percent: 25 },
    { raised: 49, goal: 10000, percent: 0 },
  ])('rounds $raised of $goal to $percent%', ({ raised, goal, percent }) => {
    const { card, bar } = cardFor({ detail: { raised_amount: raised, fundraiser_goal: goal } });
    expect(within(card).getByText(`${percent}% funded`)).toBeInTheDocument();
    expect(bar.value).toBe(percent);
  });

  it('says 0% funded when the goal is 0', () => {
    const { card, raisedLine, bar } = cardFor({ detail: { raised_amount: 500, fundraiser_goal: 0 } });
    expect(raisedLine).toHaveTextContent(/^Ksh 500 raised of Ksh 0$/);
    expect(within(card).getByText('0% funded')).toBeInTheDocument();
    expect(bar.value).toBe(0);
  });

  it('counts against the default goal of 10000 when the fundraiser has no details', () => {
    const { card, raisedLine, bar } = cardFor({ detail: null });
    expect(raisedLine).toHaveTextContent(/^Ksh 0 raised of Ksh 10,000$/);
    expect(within(card).getByText('0% funded')).toBeInTheDocument();
    expect(within(card).getByText('0 supporters')).toBeInTheDocument();
    expect(bar.value).toBe(0);
  });

  it('fills the bar at most to 100 while the text says how far past the goal it is', () => {
    const { card, raisedLine, bar } = cardFor({ detail: { raised_amount: 15000, fundraiser_goal: 10000 } });
    expect(raisedLine).toHaveTextContent(/^Ksh 15,000 raised of Ksh 10,000$/);
    expect(within(card).getByText('150% funded')).toBeInTheDocument();
    expect(bar.value).toBe(100);
    expect(bar).toHaveAccessibleName('150% raised');
  });
});

describe('FundingCard Donate', () => {
  it('is a link to the donation page for a live fundraiser, with the share tools under it', () => {
    const { card } = renderCard(makeReview({ fundraiser: { short_code: 'Ab3dE9xZ' } }), 'Share tools here');
    expect(within(card).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/f/Ab3dE9xZ/donate');
    expect(within(card).queryByRole('button', { name: 'Donate' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Donations open once the fundraiser is live.')).not.toBeInTheDocument();
    expect(within(card).getByText('Share tools here')).toBeInTheDocument();
  });

  it.each([
    ['pending_review', 'Donations open once the fundraiser is live.'],
    ['rejected', 'This fundraiser was not approved and takes no donations.'],
    ['closed', 'This fundraiser is closed and no longer takes donations.'],
  ] as const)('is a disabled button while %s, saying why', (status, why) => {
    const { card } = cardFor({ fundraiser: { status } });
    expect(within(card).queryByRole('link', { name: 'Donate' })).not.toBeInTheDocument();
    const donate = within(card).getByRole('button', { name: 'Donate' });
    expect(donate).toBeDisabled();
    expect(donate).toHaveAccessibleDescription(why);
    expect(within(card).getByText(why)).toBeVisible();
  });
});
