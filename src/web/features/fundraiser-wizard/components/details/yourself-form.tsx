import { individualFormSchema } from '#shared/schemas/fundraiser.schema.ts';
import { useWizardTranslation } from '../../use-wizard-translation.ts';
import { CommonFields, DetailsFormShell, PhotosField, SubmitButton } from './common-fields.tsx';
import { BeneficiaryFields } from './fields/beneficiary-fields.tsx';
import { useDetailsForm, type DetailsFormProps } from './use-details-form.ts';

/**
 * Details of a fundraiser for an individual: who the money is for (the organiser, or someone else
 * such as a relative: D-170), title, details, goal and photos. `fundraiser` (the id) is not typed
 * by the user: the wizard adds it once the fundraiser exists.
 */
export function YourselfForm(props: DetailsFormProps) {
  const { t } = useWizardTranslation();
  // 'Me' until the organiser says otherwise (a draft from before the question has no answer).
  const d = useDetailsForm(individualFormSchema, { ...props, values: { beneficiary: 'me', ...props.values } });
  return (
    <DetailsFormShell d={d}>
      <BeneficiaryFields d={d} />
      <CommonFields d={d} />
      <section className="details-section">
        <h2 className="details-section-title">{t('details.photosSection')}</h2>
        <PhotosField d={d} photos={props.photos} />
      </section>
      <SubmitButton d={d} label={props.submitLabel} />
    </DetailsFormShell>
  );
}
