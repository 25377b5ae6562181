import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { smsParts } from '#shared/sms-parts.ts';
import { pledgeLinkPath } from '#shared/pledges/pledge.schema.ts';
import { formatKesDigits } from '#shared/kes.ts';
import { pledgeTexts } from './pledge-texts.ts';

describe("a pledger's texts", () => {
  it('each fit one GSM-7 part in both languages, with the largest amount and a long origin', () => {
    const link = `https://harambee.example.co.ke${pledgeLinkPath('AbCdEfGh2345', 'x'.repeat(22))}`;
    for (const language of LANGUAGES) {
      const texts = pledgeTexts(language);
      for (const text of [
        texts.code('123456', formatKesDigits(25_000_000, 'down')),
        texts.confirmed(formatKesDigits(25_000_000, 'down'), link),
      ]) {
        expect(smsParts(text), `${language}: ${text}`).toEqual({ encoding: 'GSM-7', parts: 1 });
      }
      expect(texts.confirmed('5,000', link)).toContain(link);
    }
    expect(pledgeTexts('sw').code('1', '2')).not.toBe(pledgeTexts('en').code('1', '2'));
    expect(formatKesDigits(500_000, 'down')).toBe('5,000');
  });
});
