import { describe, expect, it } from 'vitest';
import { smsParts } from '#shared/sms-parts.ts';
import { changeAskedSms, changeCodeSms } from './treasurer-change-texts.ts';

// Each text of a change of treasurers (D-255) is one GSM-7 part in both languages, whatever the title.

describe('treasurer change texts', () => {
  for (const language of ['en', 'sw'] as const) {
    it(`fit one GSM-7 part in ${language}, with the code, the names and the link`, () => {
      const asked = changeAskedSms(
        language,
        { organiser: 'Wanjikũ Kamau', kind: 'remove', who: 'Otieno Odhiambo', link: 'harambee.ke/dashboard' },
        'Medical bills for Baby Amani at Kenyatta National Hospital, Nairobi, before the surgery in December',
      );
      const code = changeCodeSms(language, '123456');
      for (const text of [asked, code]) expect(smsParts(text), text).toEqual({ encoding: 'GSM-7', parts: 1 });
      expect(asked).toContain('Wanjiku Kamau');
      expect(asked).toContain('Otieno Odhiambo');
      expect(asked).toContain('harambee.ke/dashboard');
      expect(asked).toContain("'Medical bills");
      expect(code).toContain('123456');
    });
  }
});
