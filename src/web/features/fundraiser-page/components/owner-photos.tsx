import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants.ts';
import type { FundraiserImage } from '#shared/schemas/review.schema.ts';
import { photoProblem, type PreparedPhoto } from '#web/lib/photos/prepare-photo.ts';
import { PhotoRefused, useAddPhoto, useDeletePhoto, type OutgoingPhoto } from '../api/owner-actions.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { failureText, toastIfMovedOn } from './failure-text.ts';

export type PreparePhoto = (file: File) => Promise<PreparedPhoto>;

interface OwnerPhotosProps {
  shortCode: string;
  fundraiserId: string;
  images: FundraiserImage[];
  /** Offline: nothing can be added or removed (the page says why). */
  disabled: boolean;
  /** False while live: photos donors have seen stay (D-175); new ones can still be added. */
  canRemove?: boolean;
  /** Downsizes a phone photo as the wizard does; without it the file goes as it is. */
  preparePhoto?: PreparePhoto;
}

const asIs: PreparePhoto = async (file) => ({ kind: 'ready', blob: file, name: file.name });

/** The fundraiser's photos: add one in a free place, or (while Pending Review) remove one after asking. */
export function OwnerPhotos({
  shortCode,
  fundraiserId,
  images,
  disabled,
  canRemove = true,
  preparePhoto = asIs,
}: OwnerPhotosProps) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<string | null>(null);
  // Kept for a retry, which sends it under the same key: stored once even if the first got through.
  const [outgoing, setOutgoing] = useState<OutgoingPhoto | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const remove = useDeletePhoto(shortCode);
  const add = useAddPhoto(shortCode, fundraiserId);
  // By id: if the list changes under the dialog (a refresh), it never points at another photo.
  const target = images.find((image) => image.id === removing);

  const send = (photo: OutgoingPhoto) =>
    add.mutate(photo, {
      onSuccess: () => setOutgoing(null),
      onError: (err) => setOutgoing(err instanceof PhotoRefused && err.retryable ? photo : null),
    });

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefused(null);
    const prepared = await preparePhoto(file).catch((): PreparedPhoto => ({ kind: 'refused', reason: 'type' }));
    if (prepared.kind === 'refused') {
      return setRefused(photoProblem(file.name, prepared.reason));
    }
    send({ blob: prepared.blob, name: prepared.name, key: crypto.randomUUID() });
  };

  return (
    // Drawn in the details form's own 'Photos' section, which gives it its heading.
    <div className="owner-photos">
      <ul ref={list}>
        {images.map((image, i) => (
          <li key={image.id}>
            <img src={image.variants[0]?.url ?? image.image} alt={t('preview.photoAlt', { n: i + 1 })} />
            {canRemove && (
              <button
                type="button"
                className="button-outline"
                data-photo={image.id}
                disabled={disabled || images.length === 1}
                onClick={() => {
                  remove.reset();
                  setRemoving(image.id);
                }}
              >
                {t('preview.removePhoto', { n: i + 1 })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {canRemove && images.length === 1 && <p className="muted">{t('preview.lastPhotoHint')}</p>}
      {images.length < LIMITS.imagesMax ? (
        <label className={`button-outline owner-photo-add${disabled || add.isPending ? ' is-disabled' : ''}`}>
          {add.isPending ? t('preview.addingPhoto') : t('preview.addPhoto')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="visually-hidden"
            disabled={disabled || add.isPending}
            onChange={(e) => void onPick(e)}
          />
        </label>
      ) : (
        <p className="muted">{t(canRemove ? 'preview.photosFull' : 'preview.photosFullLive')}</p>
      )}
      {add.data === 'queued' && <p role="status">{t('preview.photoQueued')}</p>}
      {(refused || add.isError) && (
        <div className="field-error" role="alert">
          <p>{refused ?? failureText(add.error)}</p>
          {!refused && outgoing && (
            <button type="button" className="button-outline" disabled={disabled} onClick={() => send(outgoing)}>
              {t('errors.retry')}
            </button>
          )}
        </div>
      )}
      {target && (
        <ConfirmDialog
          title={t('preview.removeTitle')}
          body={t('preview.removeBody')}
          confirmLabel={t('preview.removeConfirm')}
          busy={remove.isPending}
          disabled={disabled}
          error={remove.isError ? failureText(remove.error) : undefined}
          onConfirm={() => remove.mutate(target.id, { onSuccess: () => setRemoving(null), onError: toastIfMovedOn })}
          onCancel={() => {
            setRemoving(null);
            const buttons = list.current?.querySelectorAll<HTMLElement>('[data-photo]') ?? [];
            [...buttons].find((b) => b.dataset.photo === target.id)?.focus();
          }}
        />
      )}
    </div>
  );
}
