import type { Ref } from 'react';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { flushOfferSave } from '../draft/offer-draft-saver.ts';
import { useOfferTranslation } from '../use-offer-translation.ts';

/** Where sign-in and sign-up send the visitor back to: this form, with its draft. */
export const OFFER_HREF = '/donate?type=items';
const back = `redirect=${encodeURIComponent(OFFER_HREF)}`;

/**
 * Offering needs a verified account. A guest is told up front and again (focused) on Post; the
 * links come back here, where the draft in IndexedDB fills the form again.
 */
export function OfferAccountNote({ signedIn, ref }: { signedIn: boolean; ref?: Ref<HTMLDivElement> }) {
  const { t } = useOfferTranslation();
  const save = () => void flushOfferSave();
  return (
    <div ref={ref} className="offer-account" role="region" aria-labelledby="offer-account-title" tabIndex={-1}>
      <h2 id="offer-account-title">{t('guestTitle')}</h2>
      {signedIn ? (
        <>
          <p>{t('unverifiedText')}</p>
          <p className="offer-actions">
            <AppLink onClick={save} className="button-solid" href={`/auth/register?${back}`}>
              {t('verify')}
            </AppLink>
          </p>
        </>
      ) : (
        <>
          <p>{t('guestText')}</p>
          <p className="offer-actions">
            <AppLink onClick={save} className="button-solid" href={`/auth/login?${back}`}>
              {t('signIn')}
            </AppLink>
            <AppLink onClick={save} className="button-outline" href={`/auth/register?${back}`}>
              {t('signUp')}
            </AppLink>
          </p>
        </>
      )}
    </div>
  );
}
