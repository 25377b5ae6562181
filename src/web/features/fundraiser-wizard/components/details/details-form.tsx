import { OrganizationForm } from './organization-form.tsx';
import { StartupForm } from './startup-form.tsx';
import type { DetailsFormProps } from './use-details-form.ts';
import { YourselfForm } from './yourself-form.tsx';

export type { DetailsFormProps } from './use-details-form.ts';

/**
 * The details form for the chosen type's slug. 'ngo' is the organization form under another
 * name (spec §3); an unknown slug falls back to the form for oneself (spec §2).
 */
export function DetailsForm({ slug, ...props }: DetailsFormProps & { slug: string }) {
  if (slug === 'startup') return <StartupForm {...props} />;
  if (slug === 'organization' || slug === 'ngo') return <OrganizationForm {...props} />;
  return <YourselfForm {...props} />;
}
