import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { makeReview } from '../test-support/review-fixture.ts';
import { FundingCard } from './funding-card.tsx';

// The paybill line on the funding card (D-215): in the HTML the server draws, so it works without
// a script, for a live fundraiser only.

const withI18n = (node: React.ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;

describe('FundingCard paybill', () => {
  it("is in the funding card's server-drawn HTML of a live fundraiser, and absent otherwise", () => {
    const live = renderToString(withI18n(<FundingCard review={{ ...makeReview(), paybill: '174379' }} />));
    expect(live).toContain('data-paybill');
    expect(live.replace(/<!-- -->/g, '')).toMatch(/Paybill <strong>174379<\/strong>, Account <strong[^>]*>Ab3dE9xZ/);
    const closed = makeReview({ fundraiser: { status: 'closed' } });
    expect(renderToString(withI18n(<FundingCard review={{ ...closed, paybill: '174379' }} />))).not.toContain(
      'data-paybill',
    );
    expect(renderToString(withI18n(<FundingCard review={makeReview()} />))).not.toContain('data-paybill');
  });
});
