import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { smsParts } from '#shared/sms-parts.ts';
import { toGsm7 } from './fit-one-part.ts';
import { receiptText } from './receipt-text.ts';

const facts = {
  name: 'Kamau Njoroge',
  kes: '500',
  title: 'Water tank for Kisumu school',
  mpesaReceipt: 'SG632NMUAB',
  link: 'harambee.ke/f/AB12CD34',
};

describe('the SMS receipt', () => {
  it("reads as the issue's example in English, and in Kiswahili", () => {
    expect(receiptText('en', facts)).toBe(
      "Asante Kamau! KES 500 to 'Water tank for Kisumu school' received. M-Pesa ref SG632NMUAB. harambee.ke/f/AB12CD34",
    );
    expect(receiptText('sw', facts)).toBe(
      "Asante Kamau! Mchango wako wa KES 500 kwa 'Water tank for Kisumu school' umepokelewa. Risiti ya M-Pesa SG632NMUAB. harambee.ke/f/AB12CD34",
    );
  });

  it('fits one GSM-7 part in every language, whatever the title and name hold', () => {
    const hard = {
      ...facts,
      name: 'Zoë “Wanjiru”',
      kes: '1,000,000',
      title: `Matibabu ya mtoto “Amani” 🙏 ${'[Kisumu] '.repeat(20)}`,
      link: 'harambee-staging.example.co.ke/f/AB12CD34',
    };
    for (const language of LANGUAGES) {
      for (const text of [receiptText(language, facts), receiptText(language, hard)]) {
        expect(smsParts(text), `${language}: ${text}`).toEqual({ encoding: 'GSM-7', parts: 1 });
        expect(text).toContain('SG632NMUAB');
        expect(text).toMatch(/\/f\/AB12CD34$/);
      }
      expect(receiptText(language, hard)).toContain("..'");
    }
  });

  it('greets an anonymous donor without a name', () => {
    expect(receiptText('en', { ...facts, name: 'Anonymous' })).toMatch(/^Asante! KES 500/);
    expect(receiptText('sw', { ...facts, name: null })).toMatch(/^Asante! Mchango/);
  });

  it('writes user text in GSM-7', () => {
    expect(toGsm7('Café “Amani” – 🙏 ok')).toBe('Cafe "Amani" - ok');
  });
});
