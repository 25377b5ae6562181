import { useId, type ChangeEvent, type FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CURRENCIES } from '#shared/constants.ts';
import { FieldError, fieldAria } from '#web/components/form/field-frame.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useWizardTranslation } from '../../../use-wizard-translation.ts';

interface Props {
  goal: UseFormRegisterReturn;
  currency: UseFormRegisterReturn;
  error?: string;
  currencyError?: string;
}

// A number input reports '' for text it cannot read ('1e', '--'); handing the schema something
// unreadable instead makes it say 'Goal must be a number' rather than 'is required'.
const NOT_A_NUMBER = 'NaN';

/**
 * The goal (number, step 0.01, min 0) with its currency: KES by default, USD possible (decisions).
 * Two fields side by side, their messages under the pair.
 */
export function GoalField({ goal, currency, error, currencyError }: Props) {
  const { t } = useWizardTranslation();
  const id = useId();
  const goalId = `${id}-goal`;
  const currencyId = `${id}-currency`;
  const message = translateMessage(error);
  const currencyMessage = translateMessage(currencyError);
  const forward =
    (handler: UseFormRegisterReturn['onChange']) =>
    (e: ChangeEvent<HTMLInputElement> | FocusEvent<HTMLInputElement>) =>
      e.target.validity?.badInput
        ? handler({ type: e.type, target: { name: goal.name, value: NOT_A_NUMBER } })
        : handler(e);
  return (
    <div className="field goal-field">
      <div className="goal-row">
        <div className={message ? 'field-invalid' : undefined}>
          <label htmlFor={goalId}>{t('details.goal')}</label>
          <div className="field-box">
            <input
              id={goalId}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              {...fieldAria(goalId, { error: message })}
              {...goal}
              onChange={forward(goal.onChange)}
              onBlur={forward(goal.onBlur)}
            />
          </div>
        </div>
        <div className={currencyMessage ? 'field-invalid' : undefined}>
          <label htmlFor={currencyId}>{t('details.currency')}</label>
          <div className="field-box">
            <select id={currencyId} {...fieldAria(currencyId, { error: currencyMessage })} {...currency}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <FieldError of={goalId} message={message} />
      <FieldError of={currencyId} message={currencyMessage} />
    </div>
  );
}
