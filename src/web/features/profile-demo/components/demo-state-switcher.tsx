import { useTranslation } from 'react-i18next';
import { DEMO_STATES, type DemoState } from '../sample-data.ts';

/** Spec §2: the demo buttons that switch between the empty, filled and Google profiles. */
export function DemoStateSwitcher({ state, onChange }: { state: DemoState; onChange: (s: DemoState) => void }) {
  const { t } = useTranslation('profile-demo');
  return (
    <div className="demo-states" role="group" aria-label={t('demoStates')}>
      {DEMO_STATES.map((option) => (
        <button
          key={option}
          type="button"
          className={option === state ? 'button-solid' : 'button-outline'}
          aria-pressed={option === state}
          onClick={() => onChange(option)}
        >
          {t(`states.${option}`)}
        </button>
      ))}
    </div>
  );
}
