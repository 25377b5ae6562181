import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { PAYOUT_FAILURES } from '#shared/payout-outcomes.ts';
import { smsParts } from '#shared/sms-parts.ts';
import { withdrawalTexts, type NewsKind } from './withdrawal-texts.ts';

// A withdrawal's news by SMS (D-208) fits one GSM-7 part in both languages, with the largest amount
// and the longest detail each can carry.

describe("a withdrawal's SMS news", () => {
  it('fits one GSM-7 part for every step, in every language, and is translated', () => {
    const kinds: NewsKind[] = ['requested', 'approved', 'rejected', 'cancelled', 'paid', 'failed', 'waiting'];
    for (const language of LANGUAGES) {
      const texts = withdrawalTexts(language);
      const reasons = [...Object.keys(PAYOUT_FAILURES), '100000011'].map((code) => texts.reason(code));
      const longestReason = reasons.reduce((a, b) => (b.length > a.length ? b : a));
      for (const kind of kinds) {
        const detail = kind === 'paid' ? 'SG12345678, SG12345679' : kind === 'failed' ? longestReason : '';
        const text = texts.sms[kind]('50,000,000', detail);
        expect(smsParts(text), `${language} ${kind}: ${text}`).toEqual({ encoding: 'GSM-7', parts: 1 });
        expect(text).toContain('50,000,000');
        if (language === 'sw') expect(text).not.toBe(withdrawalTexts('en').sms[kind]('50,000,000', detail));
      }
    }
  });
});
