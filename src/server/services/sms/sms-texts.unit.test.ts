import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { smsParts } from '#shared/sms-parts.ts';
import { smsTexts } from './sms-texts.ts';

describe('SMS texts', () => {
  it('each fit one GSM-7 part in every language, and are translated', () => {
    for (const language of LANGUAGES) {
      for (const text of [
        smsTexts(language).phoneCode('123456'),
        smsTexts(language).approvalCode('123456', '250,000'),
      ]) {
        expect(smsParts(text), `${language}: ${text}`).toEqual({ encoding: 'GSM-7', parts: 1 });
        expect(text).toContain('123456');
        expect(text.length).toBeLessThanOrEqual(160);
      }
    }
    expect(smsTexts('sw').phoneCode('1')).not.toBe(smsTexts('en').phoneCode('1'));
    expect(smsTexts('sw').approvalCode('1', '2')).not.toBe(smsTexts('en').approvalCode('1', '2'));
    for (const language of LANGUAGES) {
      // The longest destination: a paybill with a 20-character account.
      const text = smsTexts(language).treasurerDestinationChanged('paybill 1234567, account ABCDEFGHIJ0123456789', 48);
      expect(smsParts(text), `${language}: ${text}`).toEqual({ encoding: 'GSM-7', parts: 1 });
    }
  });
});
