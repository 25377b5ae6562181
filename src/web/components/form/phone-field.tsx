import { TextField, type FieldProps } from './text-field.tsx';

/**
 * A phone number field: the phone's dial pad, and the browser's saved number offered
 * (`autoComplete` 'tel' unless a form wants a part of it).
 */
export function PhoneField(props: Omit<FieldProps, 'type' | 'inputMode'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
