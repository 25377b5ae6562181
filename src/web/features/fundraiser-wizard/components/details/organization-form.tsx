import { LIMITS } from '#shared/constants.ts';
import { organisationDetailsSchema } from '#shared/schemas/fundraiser.schema.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useWizardTranslation } from '../../use-wizard-translation.ts';
import { COMMON_FIELDS, CommonFields, DetailsFormShell, PhotosField, SubmitButton } from './common-fields.tsx';
import { CollapsibleSection } from './fields/collapsible-section.tsx';
import { WebsiteField } from './fields/website-field.tsx';
import { WordCountTextarea } from './fields/word-count-textarea.tsx';
import { useDetailsForm, type DetailsFormProps } from './use-details-form.ts';

const schema = organisationDetailsSchema.omit({ fundraiser: true });

const ABOUT_FIELDS = ['organisation_name', 'registration_number', 'mission', 'website', 'social_media'] as const;

/** Details of an organization's fundraiser: the fundraiser, the organization, photos. */
export function OrganizationForm(props: DetailsFormProps) {
  const { t } = useWizardTranslation();
  const d = useDetailsForm(schema, props);
  return (
    <DetailsFormShell d={d}>
      <CollapsibleSection title={t('details.fundraiserSection')} invalid={d.invalid(COMMON_FIELDS)}>
        <CommonFields d={d} />
      </CollapsibleSection>
      <CollapsibleSection title={t('details.organizationSection')} invalid={d.invalid(ABOUT_FIELDS)}>
        <TextField
          label={t('details.organizationName')}
          autoComplete="organization"
          {...d.field('organisation_name')}
        />
        <TextField label={t('details.registrationNumber')} autoComplete="off" {...d.field('registration_number')} />
        {/* The spec's label says 50 words while its counter counts to 100: both kept as written. */}
        <WordCountTextarea
          label={t('details.mission', { max: LIMITS.missionWordsMax })}
          text={d.text('mission')}
          {...d.field('mission')}
        />
        <div className="field-row">
          <WebsiteField label={t('details.website')} {...d.field('website')} />
          <TextField label={t('details.socialMedia')} autoComplete="off" {...d.field('social_media')} />
        </div>
      </CollapsibleSection>
      <CollapsibleSection title={t('details.photosSection')} invalid={Boolean(d.photoError)}>
        <PhotosField d={d} photos={props.photos} />
      </CollapsibleSection>
      <SubmitButton d={d} label={props.submitLabel} />
    </DetailsFormShell>
  );
}
