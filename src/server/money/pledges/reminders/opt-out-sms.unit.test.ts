import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { smsParts } from '#shared/sms-parts.ts';
import { optOutSms } from './opt-out-sms.ts';
import { readKeyword } from './opt-outs.ts';

describe('STOP and START by SMS', () => {
  it('reads only the keyword itself, in any case, with spaces or a full stop around it', () => {
    expect(readKeyword(' stop ')).toEqual({ keyword: 'STOP', action: 'stop', language: 'en' });
    expect(readKeyword('Acha.')).toEqual({ keyword: 'ACHA', action: 'stop', language: 'sw' });
    expect(readKeyword('ONDOKA')).toMatchObject({ action: 'stop', language: 'sw' });
    expect(readKeyword('toka!')).toMatchObject({ action: 'stop', language: 'sw' });
    expect(readKeyword('Start')).toMatchObject({ action: 'start', language: 'en' });
    expect(readKeyword(' anza ')).toMatchObject({ action: 'start', language: 'sw' });
    for (const text of ["I will pay, don't stop", 'STOPP', 'stop it', '', 'ACHA NIKUAMBIE', 'st op'])
      expect(readKeyword(text), text).toBeNull();
  });

  it('answers in one GSM-7 part in each language, naming the shortcode or asking for a reply', () => {
    for (const language of LANGUAGES) {
      for (const shortcode of ['22384', null]) {
        for (const text of [optOutSms[language].stopped(shortcode), optOutSms[language].started(shortcode)]) {
          expect(smsParts(text), text).toEqual({ encoding: 'GSM-7', parts: 1 });
          if (shortcode) expect(text).toContain(shortcode);
        }
      }
    }
    expect(optOutSms.en.stopped('22384')).toContain('no more pledge reminders');
    expect(optOutSms.sw.stopped('22384')).toContain('tuma ANZA kwa 22384');
    expect(optOutSms.en.started(null)).toContain('reply STOP');
  });
});
