import type { TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '#shared/constants.ts';
import { FieldFrame } from '#web/components/form/field-frame.tsx';
import { useWizardTranslation } from '../../../use-wizard-translation.ts';

/** Whitespace-separated, non-empty tokens. */
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** The current text (watched by the form), for the counter. */
  text: string;
  error?: string;
}

/**
 * A labelled textarea with a live 'N / 100 words' counter. The counter is guidance only (spec §2):
 * past 100 words it is styled as over the limit, while the schemas' character limits validate.
 */
export function WordCountTextarea({ label, registration, text, error, className, ...textarea }: Props) {
  const { t } = useWizardTranslation();
  const words = countWords(text);
  const over = words > LIMITS.wordCounterMax;
  return (
    <FieldFrame
      label={label}
      error={error}
      className={className}
      hint={t('details.wordCount', { words, max: LIMITS.wordCounterMax })}
      hintClassName={`field-hint word-count${over ? ' word-count-over' : ''}`}
      liveHint
    >
      {(control) => <textarea rows={5} {...control} {...textarea} {...registration} />}
    </FieldFrame>
  );
}
