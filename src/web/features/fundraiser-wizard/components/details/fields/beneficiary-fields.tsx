import { useId } from 'react';
import { RELATIONSHIPS } from '#shared/schemas/beneficiary.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useWizardTranslation } from '../../../use-wizard-translation.ts';
import type { DetailsForm } from '../use-details-form.ts';

type Field = 'beneficiary' | 'beneficiary_name' | 'beneficiary_relationship';

/**
 * Who the money is for (D-170): me, or someone else with their name and relationship. The answer
 * is form state like any other field, so the wizard's draft keeps it as it is typed.
 */
export function BeneficiaryFields({ d }: { d: DetailsForm<Field> }) {
  const { t } = useWizardTranslation();
  const id = useId();
  const someoneElse = d.text('beneficiary') === 'someone_else';
  const choice = d.field('beneficiary');
  const relationship = d.field('beneficiary_relationship');
  const relationshipError = translateMessage(relationship.error);
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
          <div className={`field${relationshipError ? ' field-invalid' : ''}`}>
            <label htmlFor={id}>{t('details.relationship')}</label>
            <div className="field-box">
              <select
                id={id}
                aria-invalid={relationshipError ? true : undefined}
                aria-describedby={relationshipError ? `${id}-error` : undefined}
                {...relationship.registration}
              >
                <option value="">{t('details.selectPlaceholder')}</option>
                {RELATIONSHIPS.map((key) => (
                  <option key={key} value={key}>
                    {t(`details.relationships.${key}`)}
                  </option>
                ))}
              </select>
            </div>
            {relationshipError && (
              <p id={`${id}-error`} className="field-error" role="alert">
                {relationshipError}
              </p>
            )}
          </div>
        </>
      )}
    </>
  );
}
