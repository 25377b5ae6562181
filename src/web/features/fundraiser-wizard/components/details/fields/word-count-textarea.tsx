import { useId, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '#shared/constants.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useWizardTranslation } from '../../../use-wizard-translation.ts';

/** Whitespace-separated, non-empty tokens. */
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** The current text (watched by the form), for the counter. */
  text: string;
  error?: string;
}

/**
 * A labelled textarea with a live 'N / 100 words' counter. The counter is guidance only (spec §2):
 * past 100 words it is styled as over the limit, while the schemas' character limits validate.
 */
export function WordCountTextarea({ label, registration, text, error, className, ...textarea }: Props) {
  const { t } = useWizardTranslation();
  const id = useId();
  const message = translateMessage(error);
  const words = countWords(text);
  const over = words > LIMITS.wordCounterMax;
  const describedBy = [`${id}-count`, message && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`field${message ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-box">
        <textarea
          id={id}
          rows={5}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
          {...registration}
        />
      </div>
      <p id={`${id}-count`} className={`field-hint word-count${over ? ' word-count-over' : ''}`} aria-live="polite">
        {t('details.wordCount', { words, max: LIMITS.wordCounterMax })}
      </p>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
