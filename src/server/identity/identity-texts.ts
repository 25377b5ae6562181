import type { Language } from '#shared/languages.ts';

// What a person is told when a reviewer decided their identity check (D-258), in their language.
// Kiswahili words from docs/kiswahili-glossary.md (utambulisho: identity; kitambulisho: ID card).

interface Texts {
  subject: string;
  approved: string[];
  rejected: (reason: string) => string[];
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'Your identity check on Harambee',
    approved: [
      'A Harambee reviewer checked your ID and your selfie: your identity is checked.',
      'Your fundraisers show "Organiser\'s identity checked", and money can leave them as your withdrawals and approvals allow.',
    ],
    rejected: (reason) => [
      'A Harambee reviewer could not check your identity from the documents you sent. The reason:',
      reason,
      '',
      'You can send them again from your dashboard.',
    ],
  },
  sw: {
    subject: 'Ukaguzi wa utambulisho wako kwenye Harambee',
    approved: [
      'Mkaguzi wa Harambee amekagua kitambulisho chako na picha yako: utambulisho wako umethibitishwa.',
      'Michango yako inaonyesha "Utambulisho wa mwandalizi umethibitishwa", na pesa zinaweza kutoka kama maombi yako ya kutoa na idhini zinavyoruhusu.',
    ],
    rejected: (reason) => [
      'Mkaguzi wa Harambee hakuweza kuthibitisha utambulisho wako kwa hati ulizotuma. Sababu:',
      reason,
      '',
      'Unaweza kuzituma tena kutoka kwenye dashibodi yako.',
    ],
  },
};

export const identityTexts = (language: Language) => TEXTS[language];
