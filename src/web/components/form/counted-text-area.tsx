import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '#web/lib/translate-message.ts';

interface Props {
  label: string;
  /** The counter's text, in the caller's words ('12 / 280 characters'). */
  counter: string;
  registration: UseFormRegisterReturn;
  /** The current text's length, for the counter. */
  length: number;
  max: number;
  rows: number;
  error?: string;
  /** The text it starts with, written into the HTML (a server-drawn form posts it). */
  defaultValue?: string;
}

/**
 * A textarea with a live character counter. The limit is not enforced by the textarea itself, so
 * a pasted text that is too long stays visible, with the counter over the limit and the message.
 */
export function CountedTextArea({ label, counter, registration, length, max, rows, error, defaultValue }: Props) {
  const id = useId();
  const message = translateMessage(error);
  return (
    <div className={`field${message ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-box">
        <textarea
          id={id}
          rows={rows}
          defaultValue={defaultValue}
          aria-invalid={message ? true : undefined}
          aria-describedby={[`${id}-count`, message && `${id}-error`].filter(Boolean).join(' ')}
          {...registration}
        />
      </div>
      <p id={`${id}-count`} className={`field-hint field-counter${length > max ? ' field-counter-over' : ''}`}>
        {counter}
      </p>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
