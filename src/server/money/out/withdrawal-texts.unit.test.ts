import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { PAYOUT_FAILURES } from '#shared/payout-outcomes.ts';
import { smsParts } from '#shared/sms-parts.ts';
import { newsSms, withdrawalTexts, type NewsKind, type NewsSmsFacts } from './withdrawal-texts.ts';

// A withdrawal's news by SMS (D-208) fits one GSM-7 part in both languages, with the largest
// amounts, the longest names and details each can carry and a title as long as titles may be: the
// title gives way first. Each reader's part in a request has its own words.

const TITLE =
  'Medical bills for Baby Amani’s heart surgery at Kenyatta National Hospital, her care after it and the family’s fare home';

const facts = (detail: string): NewsSmsFacts => ({
  kes: '50,000,000',
  detail,
  link: 'harambee.ke/dashboard',
  requester: 'Achieng Nyambura-Odhiambo Wanjiru',
  role: 'approver',
  sent: '48,250,000',
  fee: '1,750,000',
  where: 'M-Pesa 0712***678',
});

describe("a withdrawal's SMS news", () => {
  it('fits one GSM-7 part for every step and every reader, in every language, and is translated', () => {
    const kinds: NewsKind[] = ['requested', 'approved', 'rejected', 'cancelled', 'paid', 'failed', 'waiting'];
    const roles: NewsSmsFacts['role'][] = ['approver', 'self', 'requester', 'other'];
    for (const language of LANGUAGES) {
      const reasons = [...Object.keys(PAYOUT_FAILURES), '100000011'].map((c) => withdrawalTexts(language).reason(c));
      const longestReason = reasons.reduce((a, b) => (b.length > a.length ? b : a));
      for (const kind of kinds)
        for (const role of kind === 'requested' ? roles : (['other'] as const)) {
          const detail = kind === 'paid' ? 'SG12345678 +2' : kind === 'failed' ? longestReason : '';
          const f = { ...facts(detail), role };
          const text = newsSms(language, kind, f, TITLE);
          expect(smsParts(text), `${language} ${kind} ${role}: ${text}`).toEqual({ encoding: 'GSM-7', parts: 1 });
          expect(text).toContain('50,000,000');
          if (language === 'sw') expect(text).not.toBe(newsSms('en', kind, f, TITLE));
        }
    }
  });

  it('asks an approver by name with the link, and tells the requester they wait for their treasurers', () => {
    const short = 'Desks for Nyalenda';
    expect(newsSms('en', 'requested', { ...facts(''), kes: '20,000' }, short)).toBe(
      "Harambee: Achieng Nyambura-Odhiambo Wanjiru asks to withdraw KES 20,000 from 'Desks for Nyalenda'. Approve or refuse: harambee.ke/dashboard",
    );
    expect(newsSms('en', 'requested', { ...facts(''), kes: '20,000', role: 'requester' }, short)).toBe(
      "Harambee: your withdrawal of KES 20,000 from 'Desks for Nyalenda' waits for your treasurers' approval. We will text you when it is paid.",
    );
  });

  it('says what M-Pesa sent, the fee and where, and cuts a long title to fit', () => {
    const text = newsSms('en', 'paid', { ...facts('SG12345678'), kes: '20,000', sent: '19,300', fee: '700' }, TITLE);
    expect(text).toMatch(
      /^Harambee: M-Pesa sent KES 19,300 to M-Pesa 0712\*\*\*678 \(KES 20,000 less fee 700\) from 'Medical bills for Baby Amani's heart[^']*\.\.'\. Receipt SG12345678$/,
    );
  });
});
