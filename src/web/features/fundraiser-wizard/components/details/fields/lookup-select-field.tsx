import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '#web/lib/translate-message.ts';
import type { LookupItem } from '../../../api/lookups.ts';
import { useWizardTranslation } from '../../../use-wizard-translation.ts';

interface Props {
  label: string;
  registration: UseFormRegisterReturn;
  items: readonly LookupItem[] | undefined;
  loading?: boolean;
  error?: string;
}

/** A native select over a lookup list (value = the item's id as text). */
export function SelectField({ label, registration, items, loading = false, error }: Props) {
  const { t } = useWizardTranslation();
  const id = useId();
  const message = translateMessage(error);
  return (
    <div className={`field${message ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-box">
        {/* Remounted when the options arrive, so react-hook-form selects a restored value again:
            a select cannot hold a value it has no option for. */}
        <select
          key={loading ? 'loading' : 'ready'}
          id={id}
          aria-busy={loading || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...registration}
        >
          {loading ? (
            <option value="" disabled>
              {t('details.loading')}
            </option>
          ) : (
            <option value="">{t('details.selectPlaceholder')}</option>
          )}
          {items?.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
