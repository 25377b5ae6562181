import { API } from './api-paths.ts';
import { CATEGORY_SLUGS } from './constants.ts';

// Kept apart from the zod schemas: the donor's page needs this rule, not the forms' schemas,
// whose construction costs a low-end phone a noticeable moment at start.

export type DetailsKind = (typeof CATEGORY_SLUGS)[number];

// 'ngo' is the organization under another name (spec §3).
const KIND_OF_SLUG = new Map<string | undefined, DetailsKind>([
  ['yourself', 'yourself'],
  ['startup', 'startup'],
  ['organization', 'organization'],
  ['ngo', 'organization'],
]);

/** The kind a known type slug takes; undefined for any other (the server refuses its details). */
export const detailsKindOf = (slug: string | undefined): DetailsKind | undefined => KIND_OF_SLUG.get(slug);

/**
 * Which details a type slug takes: an unknown slug falls back to the yourself form (spec §2). The
 * one place that decides it.
 */
export const detailsKindFor = (slug: string | undefined): DetailsKind => detailsKindOf(slug) ?? 'yourself';

/**
 * Each kind's details call and the word the API and the `details.kind` column use for it (the
 * endpoints say 'individual' and 'organisation' where the type slugs say 'yourself' and
 * 'organization').
 */
export const DETAILS_CALL = {
  yourself: { path: API.individualDetails, stored: 'individual' },
  startup: { path: API.startupDetails, stored: 'startup' },
  organization: { path: API.organisationDetails, stored: 'organisation' },
} as const satisfies Record<DetailsKind, { path: string; stored: string }>;
