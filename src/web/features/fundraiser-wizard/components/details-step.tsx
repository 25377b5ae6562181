import { detailsKindFor } from '#shared/details-kind.ts';
import { useAtomValue, useSetAtom } from '#web/lib/store.ts';
import { useCallback } from 'react';
import type { DetailsValues, WizardDraft } from '../draft/draft.types.ts';
import { flushSave } from '../draft/draft-saver.ts';
import { goBackTo } from '../draft/steps.ts';
import { useSubmission } from '../hooks/use-submission.ts';
import { useWizardTranslation } from '../use-wizard-translation.ts';
import { submitPhaseAtom, updateDraftAtom, uploadProgressAtom } from '../wizard.atoms.ts';
import { DetailsForm } from './details/details-form.tsx';
import { PhotoPicker } from './photos/photo-picker.tsx';
import { SubmitStatus } from './submit-status.tsx';

/** Step 3: the form for the chosen type, its photos, and the resumable submission. */
export function DetailsStep({ draft, userId }: { draft: WizardDraft; userId: string | undefined }) {
  const { t } = useWizardTranslation();
  const update = useSetAtom(updateDraftAtom);
  const phase = useAtomValue(submitPhaseAtom);
  const progress = useAtomValue(uploadProgressAtom);
  const { submit, fieldErrors, continueWithoutWaiting } = useSubmission(userId);
  const slug = draft.type?.slug ?? 'yourself';
  const formKey = detailsKindFor(slug);
  const working = phase.kind === 'working';

  const onValuesChange = useCallback(
    (values: DetailsValues) => update((d) => ({ ...d, forms: { ...d.forms, [formKey]: values } })),
    [update, formKey],
  );

  return (
    <section aria-labelledby="details-title">
      <h2 id="details-title">{t('detailsStep.title')}</h2>
      <p className="wizard-subtitle">{t('detailsStep.subtitle')}</p>
      <DetailsForm
        slug={slug}
        values={draft.forms[formKey] ?? {}}
        onValuesChange={onValuesChange}
        photoCount={draft.photos.length}
        photos={
          <PhotoPicker
            photos={draft.photos}
            progress={progress}
            disabled={working}
            onChange={(photos) => {
              update((d) => ({ ...d, photos }));
              void flushSave();
            }}
          />
        }
        onSubmit={() => submit()}
        serverErrors={fieldErrors}
        busy={working}
        submitLabel={working ? t('detailsStep.submitting') : t('detailsStep.submit')}
      />
      <SubmitStatus phase={phase} onContinue={continueWithoutWaiting} />
      {!draft.progress && (
        <button
          type="button"
          className="button-outline wizard-back"
          disabled={working}
          onClick={() => update((d) => goBackTo(d, 'select-beneficiary'))}
        >
          {t('detailsStep.back')}
        </button>
      )}
    </section>
  );
}
