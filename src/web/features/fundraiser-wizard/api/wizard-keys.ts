export type LookupKind = 'industries' | 'startup-stages' | 'team-sizes';

/** Query keys of the wizard's reference data, from one factory. */
export const wizardKeys = {
  all: ['wizard'] as const,
  categories: () => [...wizardKeys.all, 'categories'] as const,
  lookup: (kind: LookupKind) => [...wizardKeys.all, 'lookup', kind] as const,
};

// Types and lookups change perhaps once a year; the persisted cache keeps them a day, so the
// wizard opens and fills its selects offline once they were loaded.
export const REFERENCE_STALE_MS = 24 * 60 * 60 * 1000;
