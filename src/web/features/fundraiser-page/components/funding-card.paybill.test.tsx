import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { makeReview } from '../test-support/review-fixture.ts';
import { FundingCard } from './funding-card.tsx';

// The paybill line on the funding card (D-215) and the M-Pesa code form under it (D-217): in the
// HTML the server draws, so they work without a script, for a live fundraiser only.

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

  it('folds the M-Pesa code form under it, a plain post, opened with the answer the server drew', () => {
    const review = { ...makeReview(), paybill: '174379' };
    const folded = renderToString(withI18n(<FundingCard review={review} />));
    expect(folded).toMatch(/<details class="mpesa-code-check" id="mpesa-code">/);
    expect(folded).toMatch(/<form[^>]*action="\/f\/Ab3dE9xZ\/mpesa-code#mpesa-code" method="post"/);
    const answered = renderToString(
      withI18n(<FundingCard review={review} mpesaCode={{ value: 'SG632NMUA', shown: 'invalid' }} />),
    );
    expect(answered).toMatch(/<details class="mpesa-code-check" id="mpesa-code" open="">/);
    expect(answered).toMatch(/<input[^>]*name="mpesa_code"[^>]*value="SG632NMUA"/);
    expect(answered).toContain('Enter the 10-character M-Pesa code from your SMS, like SG632NMUAB.');
    const closed = makeReview({ fundraiser: { status: 'closed' } });
    expect(renderToString(withI18n(<FundingCard review={{ ...closed, paybill: '174379' }} />))).not.toContain(
      'mpesa-code',
    );
  });
});
