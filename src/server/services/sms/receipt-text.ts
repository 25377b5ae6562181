import type { Language } from '#shared/languages.ts';
import { cutToFit, toGsm7 } from './fit-one-part.ts';

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

/** The receipt's words; a long title is cut (ending '..') until the whole text fits one part. */
export function receiptText(language: Language, facts: ReceiptFacts) {
  const first = toGsm7(facts.name ?? '')
    .split(' ')[0]!
    .slice(0, 20);
  const name = first && first.toLowerCase() !== 'anonymous' ? ` ${first}` : '';
  const title = toGsm7(facts.title);
  const write = WORDS[language];
  return cutToFit(title, 1, (t) => write(name, facts, t)) ?? write('', facts, '..');
}
