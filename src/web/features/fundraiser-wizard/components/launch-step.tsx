import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { TIMINGS } from '#shared/constants.ts';
import '../launched/launched-state.ts';
import { LAUNCH_START, allDone, launchPercent, tick } from '../lib/launch-progress.ts';
import { useWizardTranslation } from '../use-wizard-translation.ts';

interface Props {
  shortCode: string | undefined;
  /** The new fundraiser: its page then says what happens next and links its owner's page. */
  fundraiserId?: string;
  /** Called before leaving for the preview: the finished draft is removed. */
  onLaunched: () => Promise<unknown>;
  onStartOver: () => void;
}

/** Step 4: 'Launching your fundraiser', a tick every 2 s, then the preview page (spec §4). */
export function LaunchStep({ shortCode, fundraiserId, onLaunched, onStartOver }: Props) {
  const { t } = useWizardTranslation();
  const navigate = useNavigate();
  const [states, setStates] = useState(LAUNCH_START);
  const done = allDone(states);
  const percent = launchPercent(states);
  const labels = t('launch.steps', { returnObjects: true }) as string[];

  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setStates(tick), TIMINGS.launchTickMs);
    return () => clearTimeout(timer);
  }, [states, done]);

  useEffect(() => {
    if (!done || !shortCode) return;
    void onLaunched().then(() =>
      navigate({ to: '/f/$shortCode', params: { shortCode }, state: { launchedFundraiserId: fundraiserId } }),
    );
  }, [done, shortCode, fundraiserId, onLaunched, navigate]);

  if (done && !shortCode) {
    return (
      <section className="launch" role="alert">
        <h2>{t('launch.notFound')}</h2>
        <button type="button" className="button-solid" onClick={onStartOver}>
          {t('launch.startOver')}
        </button>
      </section>
    );
  }

  return (
    <section className="launch" aria-labelledby="launch-title">
      <h2 id="launch-title">{t('launch.title')}</h2>
      <p>{t('launch.text')}</p>
      <progress className="launch-bar" max={100} value={percent} aria-label={t('launch.title')}>
        {percent}%
      </progress>
      <ol className="launch-steps" aria-live="polite">
        {labels.map((label, i) => (
          <li key={label} className={`launch-step is-${states[i]}`}>
            <span className="launch-mark" aria-hidden="true">
              {states[i] === 'completed' ? '✓' : states[i] === 'in-progress' ? '…' : ''}
            </span>
            {label}
            <span className="visually-hidden"> ({t(`launch.states.${states[i]}`)})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
