import { useId, useState } from 'react';
import { photoProblem, preparePhoto } from '#web/lib/photos/prepare-photo.ts';
import { usePhotoPreview } from '#web/lib/photos/use-photo-preview.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import type { ReceiptPhoto } from '../api/cash-book.ts';
import { useCashBookTranslation } from '../use-cash-book-translation.ts';

interface Props {
  photo: ReceiptPhoto | undefined;
  onChange: (photo: ReceiptPhoto | undefined) => void;
  /** The server's word on the photo (a file it could not read), shown under the field. */
  error?: string;
}

/**
 * The receipt book page's photo (D-239), optional: checked by its bytes and made smaller on the
 * phone as every photo of the app is, so a camera's 6 MB picture goes as a few hundred KB.
 */
export function ReceiptPhotoField({ photo, onChange, error }: Props) {
  const { t } = useCashBookTranslation();
  const id = useId();
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string>();
  const message = problem ?? (error ? translateMessage(error) : undefined);

  const choose = async (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    setPreparing(true);
    const prepared = await preparePhoto(file);
    setPreparing(false);
    if (prepared.kind === 'refused') return setProblem(photoProblem(file.name, prepared.reason));
    onChange({ blob: prepared.blob, name: prepared.name });
  };

  return (
    <div className={`field cash-photo${message ? ' field-invalid' : ''}`}>
      {/* The input stays in the page, labelled and focusable, drawn as the button its label is:
          "Take a photo of the receipt book" reads better on a phone than "No file chosen". */}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <label htmlFor={id} className="button-outline cash-photo-pick">
        {t(photo ? 'form.photoAgain' : 'form.photo')}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {t('form.photoHint')}
      </p>
      <div aria-live="polite">
        {preparing && <p className="field-hint">{t('form.photoPreparing')}</p>}
        {photo && !preparing && <ChosenPhoto photo={photo} onRemove={() => onChange(undefined)} />}
      </div>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

/** The photo as taken, so the treasurer sees it is the right page before recording. */
function ChosenPhoto({ photo, onRemove }: { photo: ReceiptPhoto; onRemove: () => void }) {
  const { t } = useCashBookTranslation();
  const preview = usePhotoPreview(photo.blob);
  return (
    <figure className="cash-photo-chosen">
      <img ref={preview} alt={t('form.photoPreview')} />
      <figcaption>{t('form.photoChosen', { name: photo.name })}</figcaption>
      <button type="button" className="button-outline" onClick={onRemove}>
        {t('form.removePhoto')}
      </button>
    </figure>
  );
}
