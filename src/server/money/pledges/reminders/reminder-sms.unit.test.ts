import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { smsParts } from '#shared/sms-parts.ts';
import { reminderSms } from './reminder-sms.ts';

const facts = {
  occasion: 'before' as const,
  kes: '2,500',
  dueDate: '2026-12-24',
  title: 'School fees for Amani',
  link: 'harambee.ke/p/ABCDEFGHJKLM?t=abcdefghijklmnopqrstuv',
  paybill: '174379',
  account: 'AB12CD34-7',
  shortcode: '22384',
};

describe('the pledge reminder SMS', () => {
  it('says what is due and when, with the link, the paybill line and how to stop, in each language', () => {
    expect(reminderSms('en', facts)).toBe(
      "Your pledge to 'School fees for..': KES 2,500 due 24/12. Pay harambee.ke/p/ABCDEFGHJKLM?t=abcdefghijklmnopqrstuv or Paybill 174379 A/C AB12CD34-7. STOP to 22384",
    );
    expect(reminderSms('en', { ...facts, title: 'Amani' })).toBe(
      "Your pledge to 'Amani': KES 2,500 due 24/12. Pay harambee.ke/p/ABCDEFGHJKLM?t=abcdefghijklmnopqrstuv or Paybill 174379 A/C AB12CD34-7. STOP to 22384",
    );
    expect(reminderSms('sw', { ...facts, occasion: 'due' })).toBe(
      "Ahadi kwa 'School fees for..': KES 2,500 inadaiwa leo. Lipa harambee.ke/p/ABCDEFGHJKLM?t=abcdefghijklmnopqrstuv au Paybill 174379 A/C AB12CD34-7. ACHA kwa 22384",
    );
    expect(reminderSms('en', { ...facts, occasion: 'after' })).toContain(': KES 2,500 was due 24/12.');
    expect(reminderSms('sw', { ...facts, occasion: 'after' })).toContain(': KES 2,500 ilidaiwa 24/12.');
    expect(reminderSms('sw', facts)).toContain(': KES 2,500 inadaiwa 24/12.');
    expect(reminderSms('en', { ...facts, occasion: 'due' })).toContain(': KES 2,500 due today.');
    expect(reminderSms('en', { ...facts, title: 'Amani', shortcode: null })).toMatch(
      /A\/C AB12CD34-7\. Reply STOP to stop$/,
    );
    expect(reminderSms('sw', { ...facts, title: 'Amani', shortcode: null })).toMatch(/ Jibu ACHA kusitisha$/);
  });

  it('fits one GSM-7 part in every language, whatever the title, amount and reference', () => {
    const hard = {
      ...facts,
      kes: '250,000',
      title: `Matibabu ya mtoto “Amani” 🙏 ${'[Kisumu] '.repeat(20)}`,
      account: 'ABCDEFGH-1234',
      paybill: '1234567',
    };
    for (const language of LANGUAGES) {
      for (const occasion of ['before', 'due', 'after'] as const) {
        for (const text of [
          reminderSms(language, { ...facts, occasion }),
          reminderSms(language, { ...hard, occasion }),
        ]) {
          expect(smsParts(text), `${language}: ${text}`).toEqual({ encoding: 'GSM-7', parts: 1 });
          expect(text).toContain('?t=abcdefghijklmnopqrstuv');
          expect(text).toMatch(/Paybill \d+ A\/C [A-Z0-9-]+\./);
        }
      }
      // A long title is cut, and when the hint leaves no room for a recognisable title, the hint goes.
      const cut = reminderSms(language, hard);
      expect(cut).toContain("..'");
      expect(cut).toContain("'Matibabu ya mtoto");
    }
  });

  it('keeps the link whole even when nothing fits one part', () => {
    const long = {
      ...facts,
      link: `${'very-long-staging-host.'.repeat(4)}example/p/ABCDEFGHJKLM?t=abcdefghijklmnopqrstuv`,
    };
    const text = reminderSms('en', long);
    expect(text).toContain(long.link);
    expect(text).toContain('Paybill 174379 A/C AB12CD34-7.');
  });
});
