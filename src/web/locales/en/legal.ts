import { cookies } from './legal-cookies.ts';
import { privacy } from './legal-privacy.ts';
import { refunds } from './legal-refunds.ts';
import { security } from './legal-security.ts';
import { terms } from './legal-terms.ts';

// The 'legal' namespace: loaded with the legal pages' chunk, not with the app shell.

export const legal = {
  onThisPage: 'On this page',
  lastUpdated: 'Last updated: {{date}}',
  effective: 'Effective: {{date}}',
  related: 'Related pages',
  backToTop: 'Back to top',
  links: {
    home: 'Back to home',
    privacy: 'Privacy Policy',
    terms: 'Terms and Conditions',
    cookies: 'Cookie Policy',
    refunds: 'Refund Policy',
    security: 'Security Policy',
    contact: 'Contact us',
  },
  privacy,
  terms,
  cookies,
  refunds,
  security,
};
