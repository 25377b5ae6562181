import type { Language } from '#shared/languages.ts';
import { payoutFailureText } from '#shared/payout-outcomes.ts';

// The words of a withdrawal's news (D-208), in English and Kiswahili: the SMS (one GSM-7 part,
// withdrawal-texts.unit.test.ts checks), the e-mail, and the update donors get when it is paid.
// `kes` is already written with its thousands separated (20,000).

export type NewsKind = 'requested' | 'approved' | 'rejected' | 'cancelled' | 'paid' | 'failed' | 'waiting';

export interface WithdrawalTexts {
  /** `detail`: the receipts (paid), the reason (failed). */
  sms: Record<NewsKind, (kes: string, detail: string) => string>;
  mail: {
    subject: (title: string) => string;
  } & Record<NewsKind, (kes: string, detail: string, purpose: string) => string[]>;
  /** The update posted to donors: "KES 20,000 paid to paybill 400200 KENYATTA NATIONAL HOSPITAL for: the deposit". */
  update: (kes: string, where: string, purpose: string) => string;
  organisersMpesa: string;
  paybill: (paybill: string, name: string | null) => string;
  reason: (code: string) => string;
}

const en: WithdrawalTexts = {
  sms: {
    requested: (kes) =>
      `Harambee: a withdrawal of KES ${kes} was requested and waits for approval. Open your dashboard to review it.`,
    approved: (kes) => `Harambee: a withdrawal of KES ${kes} has its approvals and will be paid by M-Pesa soon.`,
    rejected: (kes) =>
      `Harambee: a reviewer refused a withdrawal of KES ${kes}. The money is available again; the reason is in your dashboard.`,
    cancelled: (kes) => `Harambee: a withdrawal of KES ${kes} was cancelled by the organiser. Nothing was paid.`,
    paid: (kes, receipts) =>
      `Harambee: a withdrawal of KES ${kes} was paid by M-Pesa, receipt ${receipts}. Donors can see it.`,
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
    requested: (kes, _, purpose) => [
      `A withdrawal of KES ${kes} was requested, for: ${purpose}.`,
      'It waits for the approvals it needs: open your dashboard to approve it with the code we send by SMS.',
    ],
    approved: (kes, _, purpose) => [
      `A withdrawal of KES ${kes} (${purpose}) has all the approvals it needs.`,
      'M-Pesa pays it next; you will hear from us when it is paid.',
    ],
    rejected: (kes, reason, purpose) => [
      `A reviewer refused a withdrawal of KES ${kes} (${purpose}): ${reason}`,
      'The money is available again.',
    ],
    cancelled: (kes, _, purpose) => [
      `A withdrawal of KES ${kes} (${purpose}) was cancelled by the organiser. Nothing was paid.`,
    ],
    paid: (kes, receipts, purpose) => [
      `A withdrawal of KES ${kes} (${purpose}) was paid by M-Pesa. Receipt: ${receipts}.`,
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

const sw: WithdrawalTexts = {
  sms: {
    requested: (kes) => `Harambee: kutoa KES ${kes} kumeombwa na kunasubiri idhini. Fungua dashibodi yako kukikagua.`,
    approved: (kes) => `Harambee: kutoa KES ${kes} kumepata idhini zote na kutalipwa na M-Pesa hivi karibuni.`,
    rejected: (kes) =>
      `Harambee: mkaguzi amekataa kutoa KES ${kes}. Pesa zinapatikana tena; sababu iko kwenye dashibodi yako.`,
    cancelled: (kes) => `Harambee: kutoa KES ${kes} kumeghairiwa na mwandalizi. Hakuna kilicholipwa.`,
    paid: (kes, receipts) =>
      `Harambee: KES ${kes} zimetolewa na kulipwa na M-Pesa, risiti ${receipts}. Wachangiaji wanaweza kuona.`.slice(
        0,
        160,
      ),
    failed: (kes, reason) => `Harambee: M-Pesa haikuweza kulipa KES ${kes}: ${reason}. Pesa zinapatikana tena.`,
    waiting: (kes) =>
      `Harambee: kutoa KES ${kes} kumeidhinishwa na kunasubiri M-Pesa upande wetu. Hakuna kinachopotea; tunashughulikia.`,
  },
  mail: {
    subject: (title) => `Habari za kutoa pesa za "${title}"`,
    requested: (kes, _, purpose) => [
      `Kutoa KES ${kes} kumeombwa, kwa ajili ya: ${purpose}.`,
      'Kunasubiri idhini zinazohitajika: fungua dashibodi yako kuidhinisha kwa msimbo tutakaotuma kwa SMS.',
    ],
    approved: (kes, _, purpose) => [
      `Kutoa KES ${kes} (${purpose}) kumepata idhini zote zinazohitajika.`,
      'M-Pesa italipa baadaye; tutakujulisha pesa zikilipwa.',
    ],
    rejected: (kes, reason, purpose) => [
      `Mkaguzi amekataa kutoa KES ${kes} (${purpose}): ${reason}`,
      'Pesa zinapatikana tena.',
    ],
    cancelled: (kes, _, purpose) => [`Kutoa KES ${kes} (${purpose}) kumeghairiwa na mwandalizi. Hakuna kilicholipwa.`],
    paid: (kes, receipts, purpose) => [
      `KES ${kes} (${purpose}) zimetolewa na kulipwa na M-Pesa. Risiti: ${receipts}.`,
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

const TEXTS: Record<Language, WithdrawalTexts> = { en, sw };

export const withdrawalTexts = (language: Language) => TEXTS[language];
