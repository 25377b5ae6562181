import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '#web/lib/i18n.ts';
import { makeReview } from '../test-support/review-fixture.ts';
import { OrganizerCard } from './organizer-card.tsx';

// Who holds the money (D-205): the organiser, and how many treasurers; an older saved copy without
// the count says nothing rather than something wrong.

const cardWith = (treasurers_count?: number) =>
  render(
    <I18nextProvider i18n={i18n}>
      <OrganizerCard review={makeReview({ fundraiser: { treasurers_count } })} />
    </I18nextProvider>,
  );

describe('OrganizerCard: who holds the money', () => {
  it('names the organiser and counts the treasurers', () => {
    cardWith(2);
    expect(screen.getByText('Funds managed by Wanjiku Kamau (organiser) and 2 treasurers')).toBeInTheDocument();
  });

  it('says "1 treasurer", the organiser alone without any, and nothing for an older copy', () => {
    const { unmount } = cardWith(1);
    expect(screen.getByText('Funds managed by Wanjiku Kamau (organiser) and 1 treasurer')).toBeInTheDocument();
    unmount();
    const alone = cardWith(0);
    expect(screen.getByText('Funds managed by Wanjiku Kamau (organiser)')).toBeInTheDocument();
    alone.unmount();
    cardWith(undefined);
    expect(screen.queryByText(/Funds managed/)).not.toBeInTheDocument();
  });

  describe('in Kiswahili', () => {
    beforeAll(() => switchLanguage('sw'));
    afterAll(() => switchLanguage('en'));
    it('counts the treasurers', () => {
      cardWith(3);
      expect(
        screen.getByText('Pesa zinasimamiwa na Wanjiku Kamau (mwandalizi) na waweka hazina 3'),
      ).toBeInTheDocument();
    });
  });
});
