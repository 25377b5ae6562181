import { useEffect, useEffectEvent, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_CURRENCY } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import type { DetailsValues } from '../../draft/draft.types.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

export interface DetailsFormProps {
  /** Values restored from the draft (strings keyed by API field names); may be partial. Read on mount. */
  values: DetailsValues;
  /** Called on every change with all current values, so the draft is saved as the user types. */
  onValuesChange: (values: DetailsValues) => void;
  /** The photo widget, drawn in the form's photos section (composed by the caller). */
  photos: ReactNode;
  /** Number of photos chosen: the form is valid only with at least one (MSG.imageRequired). */
  photoCount: number;
  /** Called with the values parsed by the shared schema (without `fundraiser`). */
  onSubmit: (parsed: Record<string, unknown>) => void | Promise<void>;
  /** Field errors the server sent back ({ field: [messages] }), shown on their fields. */
  serverErrors?: FieldErrors;
  busy?: boolean;
  submitLabel: string;
}

type Parsed = Record<string, unknown>;

/** The field names of a details form's schema: a misspelt name does not compile. */
export type FieldOf<S extends z.ZodObject> = Extract<keyof S['shape'], string>;

/**
 * What a details form hands its field components, typed by the names of its fields `K`. A form
 * with more fields fits a component that reads fewer (CommonFields takes any form with the common
 * ones; DetailsForm<never> is any details form).
 */
export interface DetailsForm<K extends string = never> {
  form: UseFormReturn<DetailsValues, unknown, Parsed>;
  /** The registration and error of one field, spread into a field component. */
  field: (name: K) => { registration: UseFormRegisterReturn; error: string | undefined };
  text: (name: K) => string;
  invalid: (names: readonly K[]) => boolean;
  photoError: string | undefined;
  canSubmit: boolean;
  busy: boolean;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/** Every field of the schema, as the inputs hold it (text), filled from the draft where it has one. */
function initialValues(fields: string[], restored: DetailsValues): DetailsValues {
  const blank: DetailsValues = Object.fromEntries(fields.map((name) => [name, '']));
  blank.currency = DEFAULT_CURRENCY;
  for (const name of fields) if (typeof restored[name] === 'string') blank[name] = restored[name];
  return blank;
}

const onlyText = (values: Record<string, unknown>): DetailsValues =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** The state every details form shares: the resolver, draft saving, server errors and the submit rule. */
export function useDetailsForm<S extends z.ZodObject>(schema: S, props: DetailsFormProps): DetailsForm<FieldOf<S>> {
  const { values: restored, onValuesChange, photoCount, onSubmit, serverErrors, busy = false } = props;
  // Inputs hold text; the shared schema turns it into the API's numbers and URLs.
  const form = useZodForm<z.ZodObject, DetailsValues>(schema, {
    mode: 'onTouched',
    defaultValues: initialValues(Object.keys(schema.shape), restored),
  });
  const current = useWatch({ control: form.control }) as DetailsValues;
  const { errors, touchedFields, isSubmitted, isSubmitting, isValid } = form.formState;

  const emit = useEffectEvent((values: Record<string, unknown>) => onValuesChange(onlyText(values)));
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => emit(values) }), [form]);

  useEffect(() => {
    applyServerErrors(serverErrors, form.setError, Object.keys(schema.shape));
  }, [serverErrors, form, schema]);

  const touched = isSubmitted || Object.keys(touchedFields).length > 0;
  const photoError = touched && photoCount < 1 ? MSG.imageRequired : undefined;

  return {
    form,
    field: (name) => ({ registration: form.register(name), error: errors[name]?.message }),
    text: (name) => current[name] ?? '',
    invalid: (names) => names.some((name) => errors[name]),
    photoError,
    canSubmit: isValid && photoCount >= 1 && !busy && !isSubmitting,
    busy: busy || isSubmitting,
    submit: form.handleSubmit(async (parsed) => {
      // Nothing is reset: on a refusal every typed value stays for the next try.
      await onSubmit(parsed);
    }),
  };
}
