import type { CategorySlug } from './draft.types.ts';

/** Which form's values a type slug uses: unknown slugs fall back to the yourself form (spec §2). */
export const formKeyFor = (slug: string | undefined): CategorySlug =>
  slug === 'startup' ? 'startup' : slug === 'organization' || slug === 'ngo' ? 'organization' : 'yourself';
