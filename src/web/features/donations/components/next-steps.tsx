import type { MouseEvent } from 'react';
import type { Donation } from '#shared/schemas/donation.schema.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { retryHref, secondsUntil } from './outcome.ts';

interface Props {
  donation: Donation;
  now: number;
  onTryAgain?: () => void;
  onChangeNumber?: () => void;
}

/**
 * After a payment that did not go through: try again (the same number; Daraja refuses a second
 * prompt to a number within a minute, so it waits with a countdown until `retry_at`) or change
 * the number. In the sheet these are buttons; on the page the server draws, links back to the
 * sheet with the amount (never the number) filled in, which work without any script.
 */
export function NextSteps({ donation, now, onTryAgain, onChangeNumber }: Props) {
  const { t } = useDonateTranslation();
  const hydrated = useHydrated();
  const wait = secondsUntil(donation.retry_at, now);
  const tryLabel = wait > 0 ? t('tryAgainIn', { seconds: wait }) : t('tryAgain');
  const href = retryHref(donation);
  // Without a script the link must work: the server then answers a too-early try with its message.
  const held = hydrated && wait > 0;
  const holdClick = (event: MouseEvent) => held && event.preventDefault();
  return (
    <div className="donation-next">
      <p className="muted">{donation.phone}</p>
      <div className="donation-actions">
        {onTryAgain ? (
          <button type="button" className="button-solid" disabled={wait > 0} onClick={onTryAgain}>
            {tryLabel}
          </button>
        ) : (
          <a className="button-solid" href={href} aria-disabled={held || undefined} onClick={holdClick}>
            {hydrated ? tryLabel : t('tryAgain')}
          </a>
        )}
        {onChangeNumber ? (
          <button type="button" className="button-outline" onClick={onChangeNumber}>
            {t('changeNumber')}
          </button>
        ) : (
          <a className="button-outline" href={href}>
            {t('changeNumber')}
          </a>
        )}
      </div>
      {wait > 0 && hydrated && <p className="field-hint">{t('tryAgainWait', { seconds: wait })}</p>}
    </div>
  );
}
