import type { ReactNode } from 'react';
import { TextField } from '#web/components/form/text-field.tsx';
import { useWizardTranslation } from '../../use-wizard-translation.ts';
import {
  COMMON_FIELDS,
  CommonFields,
  type CommonField,
  DetailsFormShell,
  PhotosField,
  SubmitButton,
} from './common-fields.tsx';
import { CollapsibleSection } from './fields/collapsible-section.tsx';
import { WebsiteField } from './fields/website-field.tsx';
import type { DetailsForm } from './use-details-form.ts';

/** `K`: the fields of the type's own section (a misspelt one does not compile). */
interface Props<K extends string> {
  d: DetailsForm<K | CommonField | 'website' | 'social_media'>;
  photos: ReactNode;
  submitLabel: string;
  /** The middle section: 'About the startup' or 'About the organization'. */
  aboutTitle: string;
  /** Its fields, so it opens itself when one of them has an error. */
  aboutFields: readonly K[];
  children: ReactNode;
}

/**
 * The startup and organization forms (spec §2: collapsible sections on small screens): the
 * fundraiser, the type's own section ending with its web links, then photos and submit.
 */
export function SectionedDetailsForm<K extends string>({
  d,
  photos,
  submitLabel,
  aboutTitle,
  aboutFields,
  children,
}: Props<K>) {
  const { t } = useWizardTranslation();
  return (
    <DetailsFormShell d={d}>
      <CollapsibleSection title={t('details.fundraiserSection')} invalid={d.invalid(COMMON_FIELDS)}>
        <CommonFields d={d} />
      </CollapsibleSection>
      <CollapsibleSection title={aboutTitle} invalid={d.invalid([...aboutFields, 'website', 'social_media'])}>
        {children}
        <div className="field-row">
          <WebsiteField label={t('details.website')} {...d.field('website')} />
          <TextField label={t('details.socialMedia')} autoComplete="off" {...d.field('social_media')} />
        </div>
      </CollapsibleSection>
      <CollapsibleSection title={t('details.photosSection')} invalid={Boolean(d.photoError)}>
        <PhotosField d={d} photos={photos} />
      </CollapsibleSection>
      <SubmitButton d={d} label={submitLabel} />
    </DetailsFormShell>
  );
}
