import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame.tsx';

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
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <>
          <input {...control} {...input} {...registration} />
          {adornment}
        </>
      )}
    </FieldFrame>
  );
}
