import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '#web/components/form/translate-message.ts';
import { useDonateTranslation } from '../use-donate-translation.ts';

interface Props {
  registration: UseFormRegisterReturn;
  /** The text it starts with, written into the HTML (a server-drawn form posts it). */
  defaultValue?: string;
  length: number;
  max: number;
  error?: string;
}

/**
 * Words of support with a live counter. The limit is not enforced by the textarea itself, so a
 * pasted text that is too long stays visible, with the counter over the limit and the message.
 */
export function WordsField({ registration, defaultValue, length, max, error }: Props) {
  const { t } = useDonateTranslation();
  const id = useId();
  const message = translateMessage(error);
  return (
    <div className={`field${message ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{t('message')}</label>
      <div className="field-box">
        <textarea
          id={id}
          rows={3}
          defaultValue={defaultValue}
          aria-invalid={message ? true : undefined}
          aria-describedby={[`${id}-count`, message && `${id}-error`].filter(Boolean).join(' ')}
          {...registration}
        />
      </div>
      <p id={`${id}-count`} className={`field-hint donate-counter${length > max ? ' donate-counter-over' : ''}`}>
        {t('counter', { count: length, max })}
      </p>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
