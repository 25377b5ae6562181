import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame.tsx';

interface Props {
  label: string;
  /** The empty first choice ('Choose a county'), or what says the choices are on their way. */
  placeholder: string;
  options: readonly { value: string; label: string }[] | undefined;
  registration: UseFormRegisterReturn;
  error?: string;
  /** The choices are still loading: the empty choice cannot be picked and the select is busy. */
  loading?: boolean;
}

/** A native select (the phone's own picker, fine with 47 counties) starting on an empty choice. */
export function SelectField({ label, placeholder, options, registration, error, loading = false }: Props) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        // Remounted when the options arrive, so react-hook-form selects a restored value again:
        // a select cannot hold a value it has no option for.
        <select key={loading ? 'loading' : 'ready'} aria-busy={loading || undefined} {...control} {...registration}>
          <option value="" disabled={loading}>
            {placeholder}
          </option>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
