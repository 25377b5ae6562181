import { STEPS } from '../draft/steps.ts';
import type { StepId } from '../draft/draft.types.ts';
import { useWizardTranslation } from '../use-wizard-translation.ts';

/**
 * Check marks on completed steps, the current one highlighted; 'Step N of 4' on small screens.
 * That line is also a polite live region, kept for screen readers at every width: moving to
 * another step is announced ('Step 2 of 4: Details').
 */
export function Stepper({ current, completed }: { current: StepId; completed: StepId[] }) {
  const { t } = useWizardTranslation();
  const currentStep = STEPS.find((s) => s.id === current)!;
  return (
    <nav className="stepper" aria-label={t('progressLabel')}>
      <p className="stepper-compact" aria-live="polite">
        {t('stepOf', { no: currentStep.no, total: STEPS.length, title: t(`steps.${current}`) })}
      </p>
      <ol className="stepper-list">
        {STEPS.map((step) => {
          const isCurrent = step.id === current;
          const done = completed.includes(step.id) && !isCurrent;
          return (
            <li
              key={step.id}
              className={`stepper-item${isCurrent ? ' is-current' : ''}${done ? ' is-done' : ''}`}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className="stepper-mark" aria-hidden="true">
                {done ? '✓' : step.no}
              </span>
              <span className="stepper-title">{t(`steps.${step.id}`)}</span>
              {done && <span className="visually-hidden"> ({t('completed')})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
