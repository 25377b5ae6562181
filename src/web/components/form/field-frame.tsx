import { useId, type ReactNode } from 'react';
import { translateMessage } from '#web/lib/translate-message.ts';

/*
 * The field frame (architecture §7): a control, its label, its hint and its message, tied together
 * for screen readers in one place. The hint and the message take ids derived from the control's
 * (`<id>-hint`, `<id>-error`); the control is invalid while there is a message, and described by
 * the hint, then the message.
 */

const hintIdOf = (id: string) => `${id}-hint`;
const errorIdOf = (id: string) => `${id}-error`;

/** The ids of the texts describing the field `id`, in reading order; undefined when there are none. */
function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  return [hint && hintIdOf(id), error && errorIdOf(id)].filter(Boolean).join(' ') || undefined;
}

/** The ARIA a field's control carries, for the field `id` with (or without) a hint and a message. */
export function fieldAria(id: string, parts: { hint?: unknown; error?: unknown }) {
  return {
    'aria-invalid': parts.error ? (true as const) : undefined,
    'aria-describedby': describedBy(id, parts),
  };
}

/** What a frame hands its control: the id its label points at, and its ARIA. */
export type FieldControl = { id: string } & ReturnType<typeof fieldAria>;

/** The hint of the field `of`; `className` replaces 'field-hint' (a counter's, a hint of its own look). */
export function FieldHint({
  of,
  className = 'field-hint',
  live = false,
  children,
}: {
  of: string;
  className?: string;
  /** Read out as it changes (a live word counter). */
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <p id={hintIdOf(of)} className={className} aria-live={live ? 'polite' : undefined}>
      {children}
    </p>
  );
}

/** The message of the field `of` (the server's words in the app's language), announced as it appears. */
export function FieldError({ of, message }: { of: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(of)} className="field-error" role="alert">
      {translateMessage(message)}
    </p>
  );
}

const fieldClass = (invalid: boolean, className: string | undefined) =>
  `field${invalid ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`;

interface FieldFrameProps {
  label: string;
  /** The message (a shared schema's or the server's words), shown through the catalogue. */
  error?: string;
  hint?: string;
  /** Replaces the hint's 'field-hint' class (a counter's). */
  hintClassName?: string;
  /** The hint is read out as it changes (a live counter). */
  liveHint?: boolean;
  className?: string;
  /** The control, and what shares its box (a prefix, the password toggle), given its id and ARIA. */
  children: (control: FieldControl) => ReactNode;
}

/** One labelled field: label, the control in its box, the hint, the message. */
export function FieldFrame({ label, error, hint, hintClassName, liveHint, className, children }: FieldFrameProps) {
  const id = useId();
  const message = translateMessage(error);
  return (
    <div className={fieldClass(!!message, className)}>
      <label htmlFor={id}>{label}</label>
      <div className="field-box">{children({ id, ...fieldAria(id, { hint, error: message }) })}</div>
      {hint && (
        <FieldHint of={id} className={hintClassName} live={liveHint}>
          {hint}
        </FieldHint>
      )}
      <FieldError of={id} message={message} />
    </div>
  );
}

/**
 * A group of choices (radios) under one legend, with one message describing the group. `id` names
 * the group's message, so a control inside can point at it too.
 */
export function FieldGroup({
  id,
  legend,
  error,
  className,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const message = translateMessage(error);
  return (
    <fieldset className={fieldClass(!!message, className)} aria-describedby={describedBy(id, { error: message })}>
      <legend>{legend}</legend>
      {children}
      <FieldError of={id} message={message} />
    </fieldset>
  );
}
