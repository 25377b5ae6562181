import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '#shared/schemas/review.schema.ts';
import { useOnline } from '#web/components/pwa/offline-banner.tsx';
import { CloseFundraiserDialog } from './close-fundraiser-dialog.tsx';
import '../styles/owner.css';

/**
 * The owner's irreversible action, closing a live fundraiser, last on the page and apart from
 * everything else (D-177), still behind its confirmation. Nothing shows once it is not live.
 */
export function DangerZone({ review }: { review: Review }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [closing, setClosing] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Kept while its dialog is open: the close refetches the page, which then says 'closed' before
  // the dialog's own success runs, and an unmounted dialog would never say 'Your fundraiser is closed.'
  if (review.fundraiser.status !== 'live' && !closing) return null;
  return (
    <section className="owner-danger" aria-labelledby="owner-danger-title">
      <h2 id="owner-danger-title">{t('preview.dangerTitle')}</h2>
      <p className="muted">{t(online ? 'preview.dangerHint' : 'preview.actionsOffline')}</p>
      <button
        ref={closeButton}
        type="button"
        className="button-outline owner-danger-button"
        disabled={!online}
        onClick={() => setClosing(true)}
      >
        {t('preview.closeAction')}
      </button>
      {closing && (
        <CloseFundraiserDialog
          shortCode={review.fundraiser.short_code}
          onDone={() => {
            setClosing(false);
            // Back where the owner was (still there if they cancelled; gone once closed).
            closeButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}
