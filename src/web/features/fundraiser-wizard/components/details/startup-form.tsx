import { startupDetailsSchema } from '#shared/schemas/fundraiser.schema.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useLookup } from '../../api/lookups.ts';
import { useWizardTranslation } from '../../use-wizard-translation.ts';
import { LookupSelectField } from './fields/lookup-select-field.tsx';
import { WordCountTextarea } from './fields/word-count-textarea.tsx';
import { SectionedDetailsForm } from './sectioned-form.tsx';
import { useDetailsForm, type DetailsFormProps } from './use-details-form.ts';

const schema = startupDetailsSchema.omit({ fundraiser: true });

const ABOUT_FIELDS = ['startup_name', 'business_description', 'location', 'industry', 'stage', 'team_size'] as const;

/** Details of a startup's fundraiser: the fundraiser, the startup (lookups for its selects), photos. */
export function StartupForm(props: DetailsFormProps) {
  const { t } = useWizardTranslation();
  const d = useDetailsForm(schema, props);
  const industries = useLookup('industries');
  const stages = useLookup('startup-stages');
  const teamSizes = useLookup('team-sizes');
  return (
    <SectionedDetailsForm
      d={d}
      photos={props.photos}
      submitLabel={props.submitLabel}
      aboutTitle={t('details.startupSection')}
      aboutFields={ABOUT_FIELDS}
    >
      <TextField label={t('details.startupName')} autoComplete="organization" {...d.field('startup_name')} />
      <WordCountTextarea
        label={t('details.businessDescription')}
        text={d.text('business_description')}
        {...d.field('business_description')}
      />
      <TextField label={t('details.location')} autoComplete="address-level2" {...d.field('location')} />
      <div className="details-selects">
        <LookupSelectField label={t('details.industry')} {...industries} {...d.field('industry')} />
        <LookupSelectField label={t('details.stage')} {...stages} {...d.field('stage')} />
        <LookupSelectField label={t('details.teamSize')} {...teamSizes} {...d.field('team_size')} />
      </div>
    </SectionedDetailsForm>
  );
}
