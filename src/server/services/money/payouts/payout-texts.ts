import type { Language } from '#shared/languages.ts';
import { payoutFailureText } from '#shared/payout-outcomes.ts';

// The words of a withdrawal's news (D-208), in English and Kiswahili: the SMS (one GSM-7 part,
// payout-texts.unit.test.ts checks), the e-mail, and the update donors get when it is paid.
// `kes` is already written with its thousands separated (20,000).

export interface PayoutTexts {
  sms: {
    paid: (kes: string, receipt: string) => string;
    failed: (kes: string, reason: string) => string;
    waiting: (kes: string) => string;
  };
  mail: {
    subject: (title: string) => string;
    paid: (kes: string, where: string, receipt: string) => string[];
    failed: (kes: string, reason: string) => string[];
    waiting: (kes: string) => string[];
  };
  /** The update posted to donors: "KES 20,000 paid to paybill 400200 KENYATTA NATIONAL HOSPITAL for the deposit". */
  update: (kes: string, where: string, purpose: string) => string;
  organisersMpesa: string;
  paybill: (paybill: string, name: string | null) => string;
  reason: (code: string) => string;
}

const en: PayoutTexts = {
  sms: {
    paid: (kes, receipt) =>
      `Harambee: a withdrawal of KES ${kes} was paid by M-Pesa, receipt ${receipt}. Donors can see it.`,
    failed: (kes, reason) =>
      `Harambee: M-Pesa could not pay a withdrawal of KES ${kes}: ${reason}. The money is available again.`.slice(
        0,
        160,
      ),
    waiting: (kes) =>
      `Harambee: a withdrawal of KES ${kes} is approved and waits for M-Pesa on our side. Nothing is lost; we are on it.`,
  },
  mail: {
    subject: (title) => `Withdrawal news for "${title}"`,
    paid: (kes, where, receipt) => [
      `A withdrawal of KES ${kes} was paid ${where}. M-Pesa receipt: ${receipt}.`,
      'Donors see it on the fundraiser page.',
    ],
    failed: (kes, reason) => [
      `M-Pesa could not pay a withdrawal of KES ${kes}: ${reason}.`,
      'What was not paid is available again; check the payout destination in the dashboard before trying again.',
    ],
    waiting: (kes) => [
      `A withdrawal of KES ${kes} is approved, and M-Pesa could not pay it yet because of our own account.`,
      'Our team has been told and it will be paid as soon as that is fixed. Nothing is lost.',
    ],
  },
  update: (kes, where, purpose) => `KES ${kes} paid ${where} for: ${purpose}`,
  organisersMpesa: "to the organiser's M-Pesa",
  paybill: (paybill, name) => `to paybill ${paybill}${name ? ` ${name}` : ''}`,
  reason: (code) => payoutFailureText(code, 'en'),
};

const sw: PayoutTexts = {
  sms: {
    paid: (kes, receipt) =>
      `Harambee: KES ${kes} zimetolewa na kulipwa kwa M-Pesa, risiti ${receipt}. Wachangiaji wanaweza kuona.`,
    failed: (kes, reason) =>
      `Harambee: M-Pesa haikuweza kulipa KES ${kes}: ${reason}. Pesa zinapatikana tena.`.slice(0, 160),
    waiting: (kes) =>
      `Harambee: kutoa KES ${kes} kumeidhinishwa na kunasubiri M-Pesa upande wetu. Hakuna kinachopotea; tunashughulikia.`,
  },
  mail: {
    subject: (title) => `Habari za kutoa pesa za "${title}"`,
    paid: (kes, where, receipt) => [
      `KES ${kes} zimetolewa na kulipwa ${where}. Risiti ya M-Pesa: ${receipt}.`,
      'Wachangiaji wanaona hili kwenye ukurasa wa harambee.',
    ],
    failed: (kes, reason) => [
      `M-Pesa haikuweza kulipa KES ${kes}: ${reason}.`,
      'Kisicholipwa kinapatikana tena; angalia mahali pesa zinapolipwa kwenye dashibodi kabla ya kujaribu tena.',
    ],
    waiting: (kes) => [
      `Kutoa KES ${kes} kumeidhinishwa, lakini M-Pesa haikuweza kulipa bado kwa sababu ya akaunti yetu.`,
      'Timu yetu imearifiwa na pesa zitalipwa mara hilo litakaporekebishwa. Hakuna kinachopotea.',
    ],
  },
  update: (kes, where, purpose) => `KES ${kes} zimelipwa ${where} kwa ajili ya: ${purpose}`,
  organisersMpesa: 'kwa M-Pesa ya mwandalizi',
  paybill: (paybill, name) => `kwa paybill ${paybill}${name ? ` ${name}` : ''}`,
  reason: (code) => payoutFailureText(code, 'sw'),
};

const TEXTS: Record<Language, PayoutTexts> = { en, sw };

export const payoutTexts = (language: Language) => TEXTS[language];
