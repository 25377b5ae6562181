import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '#web/lib/translate-message.ts';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  /** Something drawn inside the input's box, after it (the password toggle). */
  adornment?: ReactNode;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, registration, error, hint, adornment, className, ...input }: FieldProps) {
  const id = useId();
  const message = translateMessage(error);
  const describedBy = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${message ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-box">
        <input
          id={id}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          {...input}
          {...registration}
        />
        {adornment}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
