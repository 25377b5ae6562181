import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '#web/components/form/translate-message.ts';

interface Props {
  registration: UseFormRegisterReturn;
  /** The current text, for the live counter. */
  length: number;
  max: number;
  error?: string;
}

/**
 * The message textarea with a live character counter. The limit is not enforced by the textarea
 * itself, so a pasted text that is too long stays visible with the counter over the limit.
 */
export function MessageField({ registration, length, max, error }: Props) {
  const { t } = useTranslation('contact');
  const id = useId();
  const message = translateMessage(error);
  const over = length > max;
  return (
    <div className={`field${message ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{t('message')}</label>
      <div className="field-box">
        <textarea
          id={id}
          rows={7}
          aria-invalid={message ? true : undefined}
          aria-describedby={[`${id}-count`, message && `${id}-error`].filter(Boolean).join(' ')}
          {...registration}
        />
      </div>
      <p id={`${id}-count`} className={`field-hint contact-counter${over ? ' contact-counter-over' : ''}`}>
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
