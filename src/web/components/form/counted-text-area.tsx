import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame.tsx';

interface Props {
  label: string;
  /** The counter's text, in the caller's words ('12 / 280 characters'). */
  counter: string;
  registration: UseFormRegisterReturn;
  /** The current text's length, for the counter. */
  length: number;
  max: number;
  rows: number;
  error?: string;
  /** The text it starts with, written into the HTML (a server-drawn form posts it). */
  defaultValue?: string;
}

/** The counter's classes: a hint, styled as over the limit past `max`. */
export const counterClass = (length: number, max: number) =>
  `field-hint field-counter${length > max ? ' field-counter-over' : ''}`;

/**
 * A textarea with a live character counter. The limit is not enforced by the textarea itself, so
 * a pasted text that is too long stays visible, with the counter over the limit and the message.
 */
export function CountedTextArea({ label, counter, registration, length, max, rows, error, defaultValue }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={counter} hintClassName={counterClass(length, max)}>
      {(control) => <textarea rows={rows} defaultValue={defaultValue} {...control} {...registration} />}
    </FieldFrame>
  );
}
