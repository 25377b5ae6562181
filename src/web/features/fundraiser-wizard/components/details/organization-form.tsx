import { LIMITS } from '#shared/constants.ts';
import { organisationDetailsSchema } from '#shared/schemas/fundraiser.schema.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useWizardTranslation } from '../../use-wizard-translation.ts';
import { WordCountTextarea } from './fields/word-count-textarea.tsx';
import { SectionedDetailsForm } from './sectioned-form.tsx';
import { useDetailsForm, type DetailsFormProps } from './use-details-form.ts';

const schema = organisationDetailsSchema.omit({ fundraiser: true });

const ABOUT_FIELDS = ['organisation_name', 'registration_number', 'mission'] as const;

/** Details of an organization's fundraiser: the fundraiser, the organization, photos. */
export function OrganizationForm(props: DetailsFormProps) {
  const { t } = useWizardTranslation();
  const d = useDetailsForm(schema, props);
  return (
    <SectionedDetailsForm
      d={d}
      photos={props.photos}
      submitLabel={props.submitLabel}
      aboutTitle={t('details.organizationSection')}
      aboutFields={ABOUT_FIELDS}
    >
      <TextField label={t('details.organizationName')} autoComplete="organization" {...d.field('organisation_name')} />
      <TextField label={t('details.registrationNumber')} autoComplete="off" {...d.field('registration_number')} />
      {/* The spec's label says 50 words while its counter counts to 100: both kept as written. */}
      <WordCountTextarea
        label={t('details.mission', { max: LIMITS.missionWordsMax })}
        text={d.text('mission')}
        {...d.field('mission')}
      />
    </SectionedDetailsForm>
  );
}
