import { useEffect, useRef, useState } from 'react';
import { SW_MESSAGE } from '#shared/sw-messages.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { onItemUploadMessage } from '#web/lib/upload-queue.ts';
import type { Posted } from '../hooks/use-offer-submission.ts';
import { useOfferTranslation } from '../use-offer-translation.ts';

/** After posting: where the item lives now, and the photos the service worker still holds. */
export function OfferPosted({ posted, onAnother }: { posted: Posted; onAnother: () => void }) {
  const { t } = useOfferTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [waiting, setWaiting] = useState(posted.waiting);
  useEffect(() => heading.current?.focus(), []);
  useEffect(
    () =>
      onItemUploadMessage((m) => {
        if (m.type === SW_MESSAGE.uploadDone) setWaiting((keys) => keys.filter((k) => k !== m.key));
      }),
    [],
  );
  return (
    <section className="page offer-posted" aria-labelledby="offer-posted-title">
      <h1 id="offer-posted-title" ref={heading} tabIndex={-1}>
        {t('postedTitle')}
      </h1>
      <p>{t('postedText')}</p>
      <p role="status">{waiting.length > 0 ? t('waitingPhotos', { count: waiting.length }) : ''}</p>
      <p className="offer-actions">
        <AppLink className="button-solid" href={`/items/${encodeURIComponent(posted.code)}`}>
          {t('seeItem')}
        </AppLink>
        <AppLink className="button-outline" href="/fundraisers?view=items">
          {t('browseItems')}
        </AppLink>
      </p>
      <p>
        <button type="button" className="link-button" onClick={onAnother}>
          {t('offerAnother')}
        </button>
      </p>
    </section>
  );
}
