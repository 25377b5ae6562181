import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_CURRENCY } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import type { DetailsValues } from '../../draft/draft.types.ts';

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
  serverErrors?: Record<string, string[]>;
  busy?: boolean;
  submitLabel: string;
}

type Parsed = Record<string, unknown>;

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
export function useDetailsForm(schema: z.ZodObject, props: DetailsFormProps) {
  const { values: restored, onValuesChange, photoCount, onSubmit, serverErrors, busy = false } = props;
  const form = useForm<DetailsValues, unknown, Parsed>({
    // Inputs hold text; the shared schema turns it into the API's numbers and URLs.
    resolver: zodResolver(schema) as unknown as Resolver<DetailsValues, unknown, Parsed>,
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
    /** The registration and error of one field, spread into a field component. */
    field: (name: string) => ({ registration: form.register(name), error: errors[name]?.message }),
    text: (name: string) => current[name] ?? '',
    invalid: (names: readonly string[]) => names.some((name) => errors[name]),
    photoError,
    canSubmit: isValid && photoCount >= 1 && !busy && !isSubmitting,
    busy: busy || isSubmitting,
    submit: form.handleSubmit(async (parsed) => {
      // Nothing is reset: on a refusal every typed value stays for the next try.
      await onSubmit(parsed);
    }),
  };
}

export type DetailsForm = ReturnType<typeof useDetailsForm>;
