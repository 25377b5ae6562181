import type { Language } from '#shared/languages.ts';
import { cutToFit, toGsm7 } from '../../../services/sms/fit-one-part.ts';

// What donors and owners are told of refunds (D-256), in English and Kiswahili: each SMS one GSM-7
// part with the fundraiser's title cut to fit (refund-texts.unit.test.ts checks), each e-mail the same
// at length. Amounts are already written with their thousands separated (2,500). Kiswahili words from
// docs/kiswahili-glossary.md (mchango, kurudisha).

export type RefundNews = 'takeDown' | 'donor' | 'claim' | 'rejected' | 'purpose';

export interface RefundFacts {
  kes: string;
  title: string;
  /** Where the donor claims or reads more, without the scheme. */
  link: string;
  /** Until when they may ask (a change of purpose, D-262). */
  until?: string;
}

interface Texts {
  sms: Record<RefundNews, (f: RefundFacts, title: string) => string>;
  subject: (title: string) => string;
  mail: Record<RefundNews, (f: RefundFacts, reason: string) => string[]>;
  owner: { subject: () => string; lines: (reason: string, count: number, kes: string) => string[] };
  /** The code that proves a claimant's number (D-260). */
  claimCode: (code: string) => string;
}

const en: Texts = {
  sms: {
    takeDown: (f, t) => `Harambee: '${t}' was taken down. Your KES ${f.kes} is being returned to your M-Pesa.`,
    donor: (f, t) => `Harambee: your KES ${f.kes} to '${t}' is being returned to your M-Pesa, as you asked.`,
    claim: (f, t) => `Harambee: '${t}' was taken down. Claim your KES ${f.kes} back with your M-Pesa code: ${f.link}`,
    rejected: (f, t) => `Harambee: your request for KES ${f.kes} back from '${t}' was refused. Why: ${f.link}`,
    purpose: (f, t) => `Harambee: '${t}' changed its purpose. Ask for your KES ${f.kes} back by ${f.until}: ${f.link}`,
  },
  subject: (title) => `Your gift to "${title}"`,
  mail: {
    takeDown: (f) => [
      `Our reviewers took "${f.title}" down. Your gift goes back to you: KES ${f.kes} is being returned to the M-Pesa number that paid it.`,
      'M-Pesa will text you when it arrives. You need to do nothing.',
    ],
    donor: (f) => [
      `As you asked, your gift of KES ${f.kes} to "${f.title}" is being returned to the M-Pesa number that paid it.`,
      'M-Pesa will text you when it arrives.',
    ],
    claim: (f) => [
      `Our reviewers took "${f.title}" down, and KES ${f.kes} of your gift goes back to you.`,
      `M-Pesa did not tell us your whole number, so claim it with the M-Pesa code of your payment: https://${f.link}`,
    ],
    rejected: (f, reason) => [
      `Your request for your gift of KES ${f.kes} to "${f.title}" back was refused. The reason:`,
      reason,
    ],
    purpose: (f, reason) => [
      `"${f.title}" changed what it raises money for:`,
      reason,
      '',
      `If you no longer want to support it, ask for your gift of KES ${f.kes} back by ${f.until}, and it goes back to your M-Pesa at once: https://${f.link}`,
    ],
  },
  owner: {
    subject: () => 'Your Harambee fundraiser was taken down',
    lines: (reason, count, kes) => [
      'Our reviewers took your fundraiser down; it no longer takes donations. The reason:',
      reason,
      '',
      `What it still held goes back to its donors: ${count} gifts, KES ${kes} in all. Withdrawals not yet sent were stopped.`,
    ],
  },
  claimCode: (code) => `Harambee: ${code} is your code to claim your refund. Do not share it with anyone.`,
};

const sw: Texts = {
  sms: {
    takeDown: (f, t) => `Harambee: '${t}' imeondolewa. KES ${f.kes} zako zinarudishwa kwa M-Pesa yako.`,
    donor: (f, t) => `Harambee: KES ${f.kes} ulizotoa kwa '${t}' zinarudishwa kwa M-Pesa yako, kama ulivyoomba.`,
    claim: (f, t) => `Harambee: '${t}' imeondolewa. Dai KES ${f.kes} zako kwa msimbo wako wa M-Pesa: ${f.link}`,
    rejected: (f, t) => `Harambee: ombi lako la kurudishiwa KES ${f.kes} kutoka '${t}' limekataliwa. Sababu: ${f.link}`,
    purpose: (f, t) =>
      `Harambee: '${t}' imebadilisha lengo lake. Omba KES ${f.kes} zako zirudishwe kabla ya ${f.until}: ${f.link}`,
  },
  subject: (title) => `Mchango wako kwa "${title}"`,
  mail: {
    takeDown: (f) => [
      `Wakaguzi wetu wameondoa "${f.title}". Mchango wako unarudi kwako: KES ${f.kes} zinarudishwa kwa namba ya M-Pesa iliyolipa.`,
      'M-Pesa itakutumia ujumbe zikifika. Hauhitaji kufanya lolote.',
    ],
    donor: (f) => [
      `Kama ulivyoomba, mchango wako wa KES ${f.kes} kwa "${f.title}" unarudishwa kwa namba ya M-Pesa iliyolipa.`,
      'M-Pesa itakutumia ujumbe zikifika.',
    ],
    claim: (f) => [
      `Wakaguzi wetu wameondoa "${f.title}", na KES ${f.kes} za mchango wako zinarudi kwako.`,
      `M-Pesa haikutupa namba yako kamili, kwa hivyo zidai kwa msimbo wa M-Pesa wa malipo yako: https://${f.link}`,
    ],
    rejected: (f, reason) => [
      `Ombi lako la kurudishiwa mchango wako wa KES ${f.kes} kwa "${f.title}" limekataliwa. Sababu:`,
      reason,
    ],
    purpose: (f, reason) => [
      `"${f.title}" imebadilisha inachochangisha pesa kwa ajili yake:`,
      reason,
      '',
      `Ikiwa hutaki kuiunga mkono tena, omba mchango wako wa KES ${f.kes} urudishwe kabla ya ${f.until}, nao utarudi kwa M-Pesa yako mara moja: https://${f.link}`,
    ],
  },
  owner: {
    subject: () => 'Harambee yako imeondolewa',
    lines: (reason, count, kes) => [
      'Wakaguzi wetu wameondoa harambee yako; haipokei michango tena. Sababu:',
      reason,
      '',
      `Pesa iliyokuwa bado inashikiliwa inarudi kwa wachangiaji: michango ${count}, jumla KES ${kes}. Utoaji ambao haukuwa umetumwa umesimamishwa.`,
    ],
  },
  claimCode: (code) => `Harambee: ${code} ni msimbo wako wa kudai pesa zako zinazorudishwa. Usimpe mtu yeyote.`,
};

export const refundTexts = (language: Language) => (language === 'sw' ? sw : en);

/** The SMS, one part: the title is cut ('..') until it fits. */
export function refundSms(language: Language, news: RefundNews, facts: RefundFacts) {
  const write = refundTexts(language).sms[news];
  return cutToFit(toGsm7(facts.title), 1, (title) => write(facts, title)) ?? write(facts, '..');
}
