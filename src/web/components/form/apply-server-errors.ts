import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

/** Puts the server's field messages back on the fields they belong to (architecture §7). */
export function applyServerErrors<T extends FieldValues>(
  errors: FieldErrors | undefined,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
    }
  }
}
