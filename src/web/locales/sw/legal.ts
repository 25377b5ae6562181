import type { Catalogue } from '../catalogue.ts';
import type { legal as enLegal } from '../en/legal.ts';
import { cookies } from './legal-cookies.ts';
import { privacy } from './legal-privacy.ts';
import { refunds } from './legal-refunds.ts';
import { security } from './legal-security.ts';
import { terms } from './legal-terms.ts';

// The 'legal' namespace in Kiswahili: loaded with the legal pages' chunk, not with the app shell.

export const legal: Catalogue<typeof enLegal> = {
  onThisPage: 'Kwenye ukurasa huu',
  lastUpdated: 'Ilisasishwa mwisho: {{date}}',
  effective: 'Inatumika kuanzia: {{date}}',
  related: 'Kurasa zinazohusiana',
  backToTop: 'Rudi juu',
  links: {
    home: 'Rudi ukurasa wa mwanzo',
    privacy: 'Sera ya Faragha',
    terms: 'Sheria na Masharti',
    cookies: 'Sera ya Vidakuzi',
    refunds: 'Sera ya Kurejesha Pesa',
    security: 'Sera ya Usalama',
    contact: 'Wasiliana nasi',
  },
  privacy,
  terms,
  cookies,
  refunds,
  security,
};
