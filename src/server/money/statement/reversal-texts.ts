import type { Language } from '#shared/languages.ts';

// What an owner is told when M-Pesa reversed a gift to their fundraiser (D-259), in English and
// Kiswahili; amounts already written with their thousands separated. Reviewers read English.

interface Texts {
  subject: (title: string) => string;
  lines: (f: { title: string; kes: string; receipt: string; owedKes: string | null }) => string[];
}

const en: Texts = {
  subject: (title) => `A gift to "${title}" was reversed by M-Pesa`,
  lines: ({ title, kes, receipt, owedKes }) => [
    `M-Pesa reversed a gift of KES ${kes} to "${title}" at its payer's request (M-Pesa code ${receipt}). The money went back to them, so it no longer counts in your total.`,
    owedKes
      ? `KES ${owedKes} of it had already been withdrawn: the next gifts repay it before anything more can be withdrawn.`
      : 'Nothing else changes.',
  ],
};

const sw: Texts = {
  subject: (title) => `Mchango kwa "${title}" umerudishwa na M-Pesa`,
  lines: ({ title, kes, receipt, owedKes }) => [
    `M-Pesa imerudisha mchango wa KES ${kes} kwa "${title}" kwa ombi la aliyelipa (msimbo wa M-Pesa ${receipt}). Pesa imemrudia, kwa hivyo haihesabiwi tena katika jumla yako.`,
    owedKes
      ? `KES ${owedKes} zake zilikuwa zimeshatolewa: michango ijayo italipa deni hilo kabla ya pesa zaidi kutolewa.`
      : 'Hakuna kingine kinachobadilika.',
  ],
};

export const reversalTexts = (language: Language) => (language === 'sw' ? sw : en);

/** For reviewers: a reversal that needs a person (money owed, or a refund of the gift on its way too). */
export function reviewerAlert(f: { receipt: string; original: string; kes: string; code: string | null; why: string }) {
  return {
    subject: `M-Pesa reversal ${f.receipt} needs a look`,
    text: [
      `M-Pesa reversed payment ${f.original} (KES ${f.kes}) without us; it shows in the paybill's statement.`,
      f.code ? `It was a gift to fundraiser ${f.code}.` : 'No gift of ours was paid with that code.',
      f.why,
    ].join('\n'),
  };
}
