import { NoContributions } from '#web/components/profile/no-contributions.tsx';

/** Contributions: spec §2 gives the demo only the empty text. */
export const ContributionsTab = NoContributions;
