import type { ReactNode } from 'react';
import { TextField } from '#web/components/form/text-field.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useWizardTranslation } from '../../use-wizard-translation.ts';
import { GoalField } from './fields/goal-field.tsx';
import { WordCountTextarea } from './fields/word-count-textarea.tsx';
import type { DetailsForm } from './use-details-form.ts';
import './details.css';

/** The fields of the 'Fundraiser' section, the same in every form. */
export const COMMON_FIELDS = ['fundraiser_title', 'fundraiser_details', 'fundraiser_goal', 'currency'] as const;
export type CommonField = (typeof COMMON_FIELDS)[number];

/** Title, details (with the word counter) and goal with its currency. */
export function CommonFields({ d }: { d: DetailsForm<CommonField> }) {
  const { t } = useWizardTranslation();
  const goal = d.field('fundraiser_goal');
  const currency = d.field('currency');
  return (
    <>
      <TextField label={t('details.title')} autoComplete="off" {...d.field('fundraiser_title')} />
      <WordCountTextarea
        label={t('details.details')}
        text={d.text('fundraiser_details')}
        {...d.field('fundraiser_details')}
      />
      <GoalField
        goal={goal.registration}
        currency={currency.registration}
        error={goal.error}
        currencyError={currency.error}
      />
    </>
  );
}

/** The caller's photo widget and, once the user has started, the 'At least one image' message. */
export function PhotosField({ d, photos }: { d: DetailsForm; photos: ReactNode }) {
  return (
    <div className="details-photos">
      {photos}
      {d.photoError && (
        <p className="field-error" role="alert">
          {translateMessage(d.photoError)}
        </p>
      )}
    </div>
  );
}

/** Disabled until the form is valid with a photo, and while the submission runs. */
export function SubmitButton({ d, label }: { d: DetailsForm; label: string }) {
  return (
    <button type="submit" className="button-solid button-block details-submit" disabled={!d.canSubmit}>
      {label}
    </button>
  );
}

/** The <form> element every details form shares. */
export function DetailsFormShell({ d, children }: { d: DetailsForm; children: ReactNode }) {
  return (
    <form className="details-form" noValidate aria-busy={d.busy || undefined} onSubmit={(e) => void d.submit(e)}>
      {children}
    </form>
  );
}
