import { useEffect, useState } from 'react';
import { receiptPhoto } from '../api/cash-book.ts';
import { useCashBookTranslation } from '../use-cash-book-translation.ts';

/**
 * An entry's receipt photo, asked for only when wanted: it is private (D-239), so it comes with
 * the session, as a blob, never from a public address or a cache.
 */
export function ReceiptPhotoView({ shortCode, entryId, what }: { shortCode: string; entryId: string; what: string }) {
  const { t } = useCashBookTranslation();
  const [state, setState] = useState<'closed' | 'loading' | 'failed' | { url: string }>('closed');
  useEffect(() => () => void (typeof state === 'object' && URL.revokeObjectURL(state.url)), [state]);

  const show = async () => {
    setState('loading');
    try {
      setState({ url: URL.createObjectURL(await receiptPhoto(shortCode, entryId)) });
    } catch {
      setState('failed');
    }
  };

  if (typeof state === 'object')
    return <img className="cash-photo-image" src={state.url} alt={t('entry.photoAlt', { what })} />;
  return (
    <div aria-live="polite">
      <button
        type="button"
        className="button-outline"
        aria-label={t('entry.showPhotoLabel', { what })}
        disabled={state === 'loading'}
        onClick={() => void show()}
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
