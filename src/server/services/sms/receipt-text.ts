import type { Language } from '#shared/languages.ts';
import { isGsm7, smsParts } from '#shared/sms-parts.ts';

// The SMS receipt of an STK donation (D-219): one GSM-7 part in the donor's language, whatever the
// fundraiser's title or the donor's name hold. Kiswahili words from docs/kiswahili-glossary.md
// (mchango, risiti).

export interface ReceiptFacts {
  /** The donor's own name as typed; null or 'Anonymous' greets without one. */
  name: string | null;
  kes: string;
  title: string;
  mpesaReceipt: string;
  /** harambee.ke/f/AB12CD34: short enough to fit, and phones make it a link. */
  link: string;
}

const WORDS: Record<Language, (name: string, f: ReceiptFacts, title: string) => string> = {
  en: (name, f, title) => `Asante${name}! KES ${f.kes} to '${title}' received. M-Pesa ref ${f.mpesaReceipt}. ${f.link}`,
  sw: (name, f, title) =>
    `Asante${name}! Mchango wako wa KES ${f.kes} kwa '${title}' umepokelewa. Risiti ya M-Pesa ${f.mpesaReceipt}. ${f.link}`,
};

/** Curly quotes made straight, accents dropped, and anything else outside GSM-7 left out. */
export function toGsm7(text: string) {
  const straight = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-');
  return [...straight.normalize('NFD').replace(/\p{M}/gu, '')]
    .filter((ch) => isGsm7(ch) && ch !== '\n' && ch !== '\r')
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

const fits = (text: string) => {
  const { encoding, parts } = smsParts(text);
  return encoding === 'GSM-7' && parts === 1;
};

/** The receipt's words; a long title is cut (ending '..') until the whole text fits one part. */
export function receiptText(language: Language, facts: ReceiptFacts) {
  const first = toGsm7(facts.name ?? '')
    .split(' ')[0]!
    .slice(0, 20);
  const name = first && first.toLowerCase() !== 'anonymous' ? ` ${first}` : '';
  const title = toGsm7(facts.title);
  const write = WORDS[language];
  if (fits(write(name, facts, title))) return write(name, facts, title);
  for (let length = title.length - 1; length > 0; length--) {
    const text = write(name, facts, `${title.slice(0, length).trimEnd()}..`);
    if (fits(text)) return text;
  }
  return write('', facts, '..');
}
