import type { Language } from '#shared/languages.ts';

// A pledger's texts (D-230, D-231), in the language they chose: GSM-7 only (no curly quotes, no
// emoji), so each fits one part with a link of our origin's length. `kes` is written with its
// thousands separated (5,000).

export interface PledgeTexts {
  code: (code: string, kes: string) => string;
  confirmed: (kes: string, link: string) => string;
}

const en: PledgeTexts = {
  code: (code, kes) => `${code} is your Harambee code to confirm your pledge of KES ${kes}. It expires in 10 minutes.`,
  confirmed: (kes, link) =>
    `Harambee: your pledge of KES ${kes} is confirmed. Asante! See it, pay or release it: ${link}`,
};

const sw: PledgeTexts = {
  code: (code, kes) =>
    `${code} ni msimbo wako wa Harambee wa kuthibitisha ahadi yako ya KES ${kes}. Ni halali kwa dakika 10.`,
  confirmed: (kes, link) =>
    `Harambee: ahadi yako ya KES ${kes} imethibitishwa. Asante! Iangalie, ilipe au uiachilie: ${link}`,
};

const TEXTS: Record<Language, PledgeTexts> = { en, sw };

export const pledgeTexts = (language: Language): PledgeTexts => TEXTS[language];
