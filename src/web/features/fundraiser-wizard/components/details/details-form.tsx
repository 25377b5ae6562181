import { detailsKindFor } from '#shared/details-kind.ts';
import { OrganizationForm } from './organization-form.tsx';
import { StartupForm } from './startup-form.tsx';
import type { DetailsFormProps } from './use-details-form.ts';
import { YourselfForm } from './yourself-form.tsx';

export type { DetailsFormProps } from './use-details-form.ts';

const FORMS = { yourself: YourselfForm, startup: StartupForm, organization: OrganizationForm } as const;

/** The details form for the chosen type's slug (`detailsKindFor` maps 'ngo' and unknown slugs). */
export function DetailsForm({ slug, ...props }: DetailsFormProps & { slug: string }) {
  const Form = FORMS[detailsKindFor(slug)];
  return <Form {...props} />;
}
