export type LookupKind = 'industries' | 'startup-stages' | 'team-sizes';

/** Query keys of the wizard's reference data, from one factory. */
export const wizardKeys = {
  all: ['wizard'] as const,
  lookup: (kind: LookupKind) => [...wizardKeys.all, 'lookup', kind] as const,
};
