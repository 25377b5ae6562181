import { formatBytes } from '#web/lib/format.ts';
import type { DraftPhoto } from '../../draft/draft.types.ts';
import { isSent } from './merge-photos.ts';
import { useWizardTranslation } from '../../use-wizard-translation.ts';
import { usePhotoPreview } from '#web/lib/photos/use-photo-preview.ts';

interface PhotoTileProps {
  photo: DraftPhoto;
  /** Upload progress 0..1 while it is being sent. */
  progress?: number;
  disabled?: boolean;
  onRemove: (id: string) => void;
}

/** One chosen photo: square preview, name, size (before → after when downsized) and status. */
export function PhotoTile({ photo, progress, disabled, onRemove }: PhotoTileProps) {
  const { t } = useWizardTranslation();
  const previewRef = usePhotoPreview(photo.blob);
  const uploaded = photo.status === 'uploaded';
  const size = formatBytes(photo.blob.size);
  const from = formatBytes(photo.originalSize);
  const resized = photo.blob.size !== photo.originalSize;

  return (
    <figure className="photo-tile">
      <div className="photo-thumb">
        {/* The name is written under it: the preview adds nothing for a screen reader. */}
        <img ref={previewRef} alt="" decoding="async" />
        {!isSent(photo) && (
          <button
            type="button"
            className="photo-remove"
            aria-label={t('photos.remove', { name: photo.name })}
            disabled={disabled}
            onClick={() => onRemove(photo.id)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" stroke="currentColor" strokeWidth="2.5">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
      </div>
      <figcaption>
        <span className="photo-name" title={photo.name}>
          {photo.name}
        </span>
        <span className="photo-size">
          {resized ? (
            <>
              <span aria-hidden="true">{t('photos.resized', { from, to: size })}</span>
              <span className="photo-sr">{t('photos.resizedLabel', { from, to: size })}</span>
            </>
          ) : (
            size
          )}
        </span>
        {uploaded && <span className="photo-status photo-status-done">{t('photos.uploaded')}</span>}
        {photo.status === 'queued' && <span className="photo-status">{t('photos.queued')}</span>}
        {typeof progress === 'number' && (
          <progress
            max={1}
            value={progress}
            aria-label={t('photos.uploading', { name: photo.name, percent: Math.round(progress * 100) })}
          />
        )}
      </figcaption>
    </figure>
  );
}
