import { CATEGORY_SLUGS } from './constants.ts';

// Kept apart from the zod schemas: the donor's page needs this rule, not the forms' schemas,
// whose construction costs a low-end phone a noticeable moment at start.

export type DetailsKind = (typeof CATEGORY_SLUGS)[number];

/**
 * Which details a type slug takes: 'ngo' is the organization under another name (spec §3), and an
 * unknown slug falls back to the yourself form (spec §2). The one place that decides it.
 */
export const detailsKindFor = (slug: string | undefined): DetailsKind =>
  slug === 'startup' ? 'startup' : slug === 'organization' || slug === 'ngo' ? 'organization' : 'yourself';
