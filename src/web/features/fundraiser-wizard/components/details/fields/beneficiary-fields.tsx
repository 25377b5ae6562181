import { RELATIONSHIPS } from '#shared/schemas/beneficiary.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useWizardTranslation } from '../../../use-wizard-translation.ts';
import type { DetailsForm } from '../use-details-form.ts';

type Field = 'beneficiary' | 'beneficiary_name' | 'beneficiary_relationship';

/**
 * Who the money is for (D-170): me, or someone else with their name and relationship. The answer
 * is form state like any other field, so the wizard's draft keeps it as it is typed.
 */
export function BeneficiaryFields({ d }: { d: DetailsForm<Field> }) {
  const { t } = useWizardTranslation();
  const someoneElse = d.text('beneficiary') === 'someone_else';
  const choice = d.field('beneficiary');
  return (
    <>
      <fieldset className="details-choices">
        <legend>{t('details.forWhom')}</legend>
        <label className="details-choice">
          <input type="radio" value="me" {...choice.registration} />
          <span>{t('details.forMe')}</span>
        </label>
        <label className="details-choice">
          <input type="radio" value="someone_else" {...choice.registration} />
          <span>{t('details.forSomeoneElse')}</span>
        </label>
      </fieldset>
      {someoneElse && (
        <>
          <TextField
            label={t('details.beneficiaryName')}
            hint={t('details.beneficiaryNameHint')}
            autoComplete="off"
            {...d.field('beneficiary_name')}
          />
          <SelectField
            label={t('details.relationship')}
            placeholder={t('details.selectPlaceholder')}
            options={RELATIONSHIPS.map((key) => ({ value: key, label: t(`details.relationships.${key}`) }))}
            {...d.field('beneficiary_relationship')}
          />
        </>
      )}
    </>
  );
}
