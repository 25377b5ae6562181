import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';

/** A box to tick, its label beside it and a hint under it (the donation sheet's look). */
export function CheckField({
  label,
  hint,
  defaultChecked,
  registration,
}: {
  label: string;
  hint?: string;
  defaultChecked: boolean;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="field field-check">
      <input
        id={id}
        type="checkbox"
        {...fieldAria(id, { hint: !!hint })}
        defaultChecked={defaultChecked}
        {...registration}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <FieldHint of={id} className="field-hint pledge-check-hint">
          {hint}
        </FieldHint>
      )}
    </div>
  );
}
