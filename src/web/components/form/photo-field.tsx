import { useId, useState } from 'react';
import { photoProblem, preparePhoto } from '#web/lib/photos/prepare-photo.ts';
import { usePhotoPreview } from '#web/lib/photos/use-photo-preview.ts';
import { translateMessage } from '#web/lib/translate-message.ts';

/** A photo taken on the phone, made smaller, ready to send with a form. */
export interface ChosenPhoto {
  blob: Blob;
  name: string;
}

/** A feature's words for its photo field. */
export interface PhotoFieldTexts {
  pick: string;
  pickAgain: string;
  hint: string;
  preparing: string;
  /** With {{name}}. */
  chosen: (name: string) => string;
  preview: string;
  remove: string;
}

interface Props {
  photo: ChosenPhoto | undefined;
  onChange: (photo: ChosenPhoto | undefined) => void;
  texts: PhotoFieldTexts;
  /** Which camera a phone opens first: the back one for a page or a card, the front one for a face. */
  capture?: 'user' | 'environment';
  /** The server's word on the photo (a file it could not read), shown under the field. */
  error?: string;
}

/**
 * One photo of a form (a receipt book page, D-239; an identity document or a selfie, D-258):
 * checked by its bytes and made smaller on the phone as every photo of the app is, so a camera's
 * 6 MB picture goes as a few hundred KB.
 */
export function PhotoField({ photo, onChange, texts, capture, error }: Props) {
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
    <div className={`field photo-field${message ? ' field-invalid' : ''}`}>
      {/* The input stays in the page, labelled and focusable, drawn as the button its label is:
          "Take a photo of …" reads better on a phone than "No file chosen". */}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png"
        capture={capture}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <label htmlFor={id} className="button-outline photo-field-pick">
        {photo ? texts.pickAgain : texts.pick}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {texts.hint}
      </p>
      <div aria-live="polite">
        {preparing && <p className="field-hint">{texts.preparing}</p>}
        {photo && !preparing && <Chosen photo={photo} texts={texts} onRemove={() => onChange(undefined)} />}
      </div>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

/** The photo as taken, so the person sees it is the right one before sending. */
function Chosen({ photo, texts, onRemove }: { photo: ChosenPhoto; texts: PhotoFieldTexts; onRemove: () => void }) {
  const preview = usePhotoPreview(photo.blob);
  return (
    <figure className="photo-field-chosen">
      <img ref={preview} alt={texts.preview} />
      <figcaption>{texts.chosen(photo.name)}</figcaption>
      <button type="button" className="button-outline" onClick={onRemove}>
        {texts.remove}
      </button>
    </figure>
  );
}
