import { individualDetailsSchema } from '#shared/schemas/fundraiser.schema.ts';
import { useWizardTranslation } from '../../use-wizard-translation.ts';
import { CommonFields, DetailsFormShell, PhotosField, SubmitButton } from './common-fields.tsx';
import { useDetailsForm, type DetailsFormProps } from './use-details-form.ts';

// `fundraiser` (the id) is not typed by the user: the wizard adds it once the fundraiser exists.
const schema = individualDetailsSchema.omit({ fundraiser: true });

/** Details of a fundraiser for oneself: title, details, goal and photos. */
export function YourselfForm(props: DetailsFormProps) {
  const { t } = useWizardTranslation();
  const d = useDetailsForm(schema, props);
  return (
    <DetailsFormShell d={d}>
      <CommonFields d={d} />
      <section className="details-section">
        <h2 className="details-section-title">{t('details.photosSection')}</h2>
        <PhotosField d={d} photos={props.photos} />
      </section>
      <SubmitButton d={d} label={props.submitLabel} />
    </DetailsFormShell>
  );
}
