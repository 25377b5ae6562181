import type { Language } from '#shared/languages.ts';

// The one reply to STOP / ACHA, and to START / ANZA (D-236), in the keyword's language; each fits
// one GSM-7 part (opt-out-sms.unit.test.ts). Kiswahili: kumbusho (pl. vikumbusho), ahadi.

const to = (shortcode: string | null, word: string, sw: boolean) =>
  shortcode ? `${sw ? 'tuma' : 'text'} ${word} ${sw ? 'kwa' : 'to'} ${shortcode}` : `${sw ? 'jibu' : 'reply'} ${word}`;

export const optOutSms: Record<
  Language,
  { stopped: (sc: string | null) => string; started: (sc: string | null) => string }
> = {
  en: {
    stopped: (sc) =>
      `Harambee: you will get no more pledge reminders on this number. To get them again, ${to(sc, 'START', false)}.`,
    started: (sc) => `Harambee: pledge reminders are on again for this number. To stop them, ${to(sc, 'STOP', false)}.`,
  },
  sw: {
    stopped: (sc) =>
      `Harambee: hutapokea tena vikumbusho vya ahadi kwenye nambari hii. Kuvipata tena, ${to(sc, 'ANZA', true)}.`,
    started: (sc) =>
      `Harambee: vikumbusho vya ahadi vimerudi kwenye nambari hii. Kuvisitisha, ${to(sc, 'ACHA', true)}.`,
  },
};
