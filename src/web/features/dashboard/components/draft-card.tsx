import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';

/** The wizard's unfinished fundraiser, as the route reads it from this device (IndexedDB). */
export interface DraftSummary {
  title: string | null;
  /** 1 to 4, the wizard's step. */
  step: number;
}

/** Back to the fundraiser being written on this device, or throw it away (with a confirmation). */
export function DraftCard({ draft, onDiscard }: { draft: DraftSummary; onDiscard: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="dash-draft" aria-labelledby="dash-draft-title">
      <h2 id="dash-draft-title">{t('draftTitle')}</h2>
      <p>
        <strong>{draft.title || t('draftUntitled')}</strong> · {t('draftStep', { step: draft.step })}
      </p>
      <p className="dash-links">
        <AppLink className="button-solid" href="/fundraiser/create">
          {t('draftResume')}
        </AppLink>
        <button
          type="button"
          className="button-outline"
          onClick={() => window.confirm(t('draftConfirm')) && onDiscard()}
        >
          {t('draftDiscard')}
        </button>
      </p>
    </section>
  );
}
