import type { OfferPhase } from '../lib/run-offer.ts';
import { useOfferTranslation } from '../use-offer-translation.ts';

/** Where the posting stands; always rendered, so screen readers already watch it. */
export function OfferStatus({ phase }: { phase: OfferPhase }) {
  const { t } = useOfferTranslation();
  let text = '';
  if (phase.kind === 'offline') text = t('offline');
  if (phase.kind === 'working')
    text = phase.step === 'creating' ? t('creating') : t('uploading', { current: phase.done + 1, total: phase.total });
  return (
    <p className={text ? 'form-message form-warning offer-status' : 'offer-status'} role="status">
      {text}
    </p>
  );
}
