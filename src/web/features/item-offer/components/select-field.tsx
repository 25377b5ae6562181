import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '#web/lib/translate-message.ts';

interface Props {
  label: string;
  /** The empty first choice ('Choose a county'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A native select (the phone's own picker, fine with 47 counties), its error tied to it. */
export function SelectField({ label, placeholder, options, registration, error }: Props) {
  const id = useId();
  const message = translateMessage(error);
  return (
    <div className={`field${message ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-box">
        <select
          id={id}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...registration}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
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
