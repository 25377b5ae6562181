import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { fitsOnePart } from '../../../services/sms/fit-one-part.ts';
import { refundSms, type RefundNews } from './refund-texts.ts';

const NEWS: RefundNews[] = ['takeDown', 'donor', 'claim', 'rejected', 'purpose'];

describe('refund texts', () => {
  it('fit one GSM-7 part in both languages, whatever the title, and keep the amount and link', () => {
    for (const language of LANGUAGES)
      for (const news of NEWS)
        for (const title of ['Medical bills', 'Ada ya shule ya Wanjiru — “mwaka wa 2027” '.repeat(6)]) {
          const text = refundSms(language, news, {
            kes: '12,500',
            title,
            link: 'harambee.ke/f/AB12CD34/refund',
            until: '9 Dec 2026',
          });
          expect(fitsOnePart(text), text).toBe(true);
          expect(text).toContain('12,500');
          if (news !== 'takeDown' && news !== 'donor') expect(text).toContain('harambee.ke/f/AB12CD34/refund');
        }
  });
});
