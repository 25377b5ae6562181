import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DONATION } from '#shared/constants.ts';
import { FieldGroup, FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { formatKes, toMinor } from '#shared/kes.ts';

interface Props {
  preset: UseFormRegisterReturn<'preset'>;
  other: UseFormRegisterReturn<'amount'>;
  /** What the fields start with, written into the HTML (a server-drawn form posts it). */
  defaults: { preset: string; amount: string };
  error?: string;
  /** False for a pledge's payment: its amount is already filled in, and the chips only push Pay down. */
  presets?: boolean;
}

/**
 * The amount: the presets as a radio group (chips; arrow keys move between them) and a free entry
 * for any other whole amount. Both are real form fields (`preset`, `amount`), so the plain form
 * works without a script; what was typed wins over a preset (chosenAmount), and with a script
 * choosing one clears the other.
 */
export function AmountField({ preset, other, defaults, error, presets = true }: Props) {
  const { t } = useDonateTranslation();
  const id = useId();
  return (
    <FieldGroup id={id} legend={t('amount')} error={error} className="donate-amount">
      {presets && (
        <div className="donate-presets">
          {DONATION.presetsKes.map((kes) => (
            <label key={kes} className="donate-preset">
              <input type="radio" value={String(kes)} defaultChecked={defaults.preset === String(kes)} {...preset} />
              <span>{formatKes(toMinor(kes))}</span>
            </label>
          ))}
        </div>
      )}
      <div className="donate-other">
        <label htmlFor={`${id}-other`}>{t('otherAmount')}</label>
        <div className="field-box">
          <input
            id={`${id}-other`}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={defaults.amount}
            {...fieldAria(id, { hint: true, error })}
            {...other}
          />
        </div>
        <FieldHint of={id}>{t('amountHint')}</FieldHint>
      </div>
    </FieldGroup>
  );
}
