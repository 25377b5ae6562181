import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '#web/lib/i18n.ts';
import { makeReview } from '../test-support/review-fixture.ts';
import { FundingCard } from './funding-card.tsx';

// The funding card's two-colour bar (D-240): paid as always, pledged-not-paid lighter after it,
// capped at the goal, and the figures in words for screen readers ("KES 120 000 raised and KES
// 45 000 pledged of KES 300 000"); nothing of it when nothing is pledged.

/** Money as Intl writes it: a no-break space after 'Ksh'. */
const ksh = (text: string) => text.replace(/Ksh /g, 'Ksh\u00a0');

function barOf(raised: number, pledged: number | undefined, goal: number) {
  render(
    <I18nextProvider i18n={i18n}>
      <FundingCard
        review={makeReview({ detail: { raised_amount: raised, pledged_amount: pledged, fundraiser_goal: goal } })}
      />
    </I18nextProvider>,
  );
  const card = screen.getByRole('region', { name: /^(Funding|Michango)$/ });
  const bar = within(card).getByRole('progressbar') as HTMLProgressElement;
  const pledgedPart = card.querySelector<HTMLElement>('.fp-bar-pledged');
  return { card, bar, pledgedPart, legend: card.querySelector('.fp-bar-legend') };
}

describe('the two-colour bar', () => {
  it('says raised, pledged and goal in words, and draws the pledged part after the paid one', () => {
    const { bar, pledgedPart, legend, card } = barOf(120000, 45000, 300000);
    expect(bar).toHaveAccessibleName(ksh('Ksh 120,000 raised and Ksh 45,000 pledged of Ksh 300,000'));
    expect(bar.value).toBe(40);
    expect(pledgedPart).toHaveStyle({ left: '40%', width: '15%' });
    expect(pledgedPart).toHaveAttribute('aria-hidden', 'true');
    expect(legend?.textContent).toBe(ksh('PaidKsh 45,000 pledged, not paid yet'));
    // A pledge is never money: the raised line, the percentage and the supporters are unchanged.
    expect(card.querySelector('.fp-raised')).toHaveTextContent(/^Ksh 120,000 raised of Ksh 300,000$/);
    expect(within(card).getByText('40% funded')).toBeInTheDocument();
  });

  it('has no pledged part, legend or pledge words when nothing is pledged', () => {
    for (const pledged of [0, undefined]) {
      const { bar, pledgedPart, legend } = barOf(12000, pledged, 50000);
      expect(bar).toHaveAccessibleName('24% raised');
      expect(pledgedPart).toBeNull();
      expect(legend).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('stops at the goal: the pledged part fills what paid leaves, and none once paid passes it', () => {
    const nearly = barOf(250000, 100000, 300000);
    expect(nearly.bar.value).toBe(83);
    expect(nearly.pledgedPart).toHaveStyle({ left: '83%', width: '17%' });
    document.body.innerHTML = '';
    const over = barOf(320000, 5000, 300000);
    expect(over.bar.value).toBe(100);
    expect(over.pledgedPart).toBeNull();
    // Still said in words: the pledge exists even when the bar has no room left for it.
    expect(over.bar).toHaveAccessibleName(ksh('Ksh 320,000 raised and Ksh 5,000 pledged of Ksh 300,000'));
  });

  describe('in Kiswahili', () => {
    beforeAll(() => switchLanguage('sw'));
    afterAll(() => switchLanguage('en'));

    it('says the same figures in Kiswahili', () => {
      const { bar, legend } = barOf(120000, 45000, 300000);
      expect(bar).toHaveAccessibleName(/^Ksh\s120,000 zimechangwa na Ksh\s45,000 zimeahidiwa kati ya Ksh\s300,000$/);
      expect(legend).toHaveTextContent(/Ksh\s45,000 zimeahidiwa, bado hazijalipwa/);
    });
  });
});
