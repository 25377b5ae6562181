import { LEGAL_PAGE_PATHS, type LegalDocumentKey } from '#shared/public-pages.ts';
import type { legal } from '#web/locales/en/legal.ts';

// Which sections each legal page shows, in order, and which pages its footer links to. The texts
// live in the 'legal' namespace under the same keys; a section's anchor id is its key in kebab-case.

type Catalogue = typeof legal;
export type { LegalDocumentKey };
export type LegalLinkKey = keyof Catalogue['links'];

interface LegalDocument<K extends LegalDocumentKey> {
  sections: readonly (keyof Catalogue[K]['sections'] & string)[];
  footer: readonly LegalLinkKey[];
  /** The Privacy Policy shows 'Last updated' and 'Effective' dates (spec §2). */
  dated?: boolean;
}

export const LEGAL_DOCUMENTS: { [K in LegalDocumentKey]: LegalDocument<K> } = {
  privacy: {
    sections: [
      'introduction',
      'dataController',
      'dataCollected',
      'dataUse',
      'legalBasis',
      'dataSharing',
      'security',
      'retention',
      'rights',
      'contact',
    ],
    footer: ['terms', 'home'],
    dated: true,
  },
  terms: {
    sections: [
      'acceptance',
      'platform',
      'accounts',
      'fundraisingRules',
      'donations',
      'content',
      'prohibited',
      'financialTerms',
      'liability',
      'governingLaw',
    ],
    footer: ['privacy', 'home'],
  },
  cookies: {
    sections: ['whatAreCookies', 'cookiesWeUse', 'noTracking', 'deviceStorage', 'managingCookies', 'changesContact'],
    footer: ['privacy', 'home'],
  },
  refunds: {
    sections: ['overview', 'eligibility', 'escrow', 'howToRequest', 'processing', 'fundraisers'],
    footer: ['terms', 'home'],
  },
  security: {
    sections: ['money', 'encryption', 'passwords', 'storage', 'breaches', 'yourPart', 'reporting'],
    footer: ['privacy', 'home'],
  },
};

/** 'dataCollected' → 'data-collected': the anchor id of a section. */
export const anchorId = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Where each link of the legal pages goes. */
export const LEGAL_PATHS = {
  home: '/',
  ...LEGAL_PAGE_PATHS,
  contact: '/contact-us',
} as const satisfies Record<LegalLinkKey, string>;
