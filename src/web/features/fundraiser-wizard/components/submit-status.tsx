import type { SubmitPhase } from '../wizard.atoms.ts';
import { useWizardTranslation } from '../use-wizard-translation.ts';

/** Where the submission stands, read out politely; offline it says that nothing is lost. */
export function SubmitStatus({ phase, onContinue }: { phase: SubmitPhase; onContinue: () => void }) {
  const { t } = useWizardTranslation();
  let text: string | null = null;
  if (phase.kind === 'working') {
    text =
      phase.step === 'photos'
        ? t('detailsStep.uploading', { no: phase.done + 1, total: phase.total })
        : phase.step === 'creating'
          ? t('detailsStep.creating')
          : t('detailsStep.savingDetails');
  }
  if (phase.kind === 'offline') text = t('detailsStep.offline');
  if (phase.kind === 'waiting-photos') text = t('detailsStep.waitingPhotos', { count: phase.count });
  return (
    <div className={`submit-status${text ? ` is-${phase.kind}` : ''}`} role="status" aria-live="polite">
      {text && <p>{text}</p>}
      {phase.kind === 'waiting-photos' && (
        <button type="button" className="button-outline" onClick={onContinue}>
          {t('detailsStep.continueAnyway')}
        </button>
      )}
    </div>
  );
}
