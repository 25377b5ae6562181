import { useCallback } from 'react';
import { usePrivatePhoto } from '#web/lib/photos/use-private-photo.ts';
import { receiptPhoto } from '../api/cash-book.ts';
import { useCashBookTranslation } from '../use-cash-book-translation.ts';

/** An entry's receipt photo, asked for only when wanted: it is private (D-239). */
export function ReceiptPhotoView({ shortCode, entryId, what }: { shortCode: string; entryId: string; what: string }) {
  const { t } = useCashBookTranslation();
  const { state, load } = usePrivatePhoto(useCallback(() => receiptPhoto(shortCode, entryId), [shortCode, entryId]));

  if (typeof state === 'object')
    return <img className="cash-photo-image" src={state.url} alt={t('entry.photoAlt', { what })} />;
  return (
    <div aria-live="polite">
      <button
        type="button"
        className="button-outline"
        aria-label={t('entry.showPhotoLabel', { what })}
        disabled={state === 'loading'}
        onClick={() => void load()}
      >
        {state === 'loading' ? t('entry.photoLoading') : t('entry.showPhoto')}
      </button>
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {t('entry.photoFailed')}
        </p>
      )}
    </div>
  );
}
