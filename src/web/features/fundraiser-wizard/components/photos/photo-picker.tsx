import { useId } from 'react';
import { LIMITS } from '#shared/constants.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import type { DraftPhoto } from '../../draft/draft.types.ts';
import { useWizardTranslation } from '../../use-wizard-translation.ts';
import { PhotoDropZone } from './photo-drop-zone.tsx';
import { PhotoTile } from './photo-tile.tsx';
import { usePhotoIntake } from './use-photo-intake.ts';
import './photos.css';

export interface PhotoPickerProps {
  photos: DraftPhoto[];
  onChange: (photos: DraftPhoto[]) => void;
  /** Error text under the widget, e.g. MSG.imageRequired after the user touched the form. */
  error?: string;
  /** Per-photo upload progress while submitting, keyed by DraftPhoto.id: 0..1, or undefined. */
  progress?: Record<string, number | undefined>;
  disabled?: boolean;
}

/** The details forms' image widget (spec §5 Image upload; decisions: Images). */
export function PhotoPicker({ photos, onChange, error, progress, disabled }: PhotoPickerProps) {
  const { t } = useWizardTranslation();
  const errorId = useId();
  const { preparing, addFiles, remove } = usePhotoIntake(photos, onChange);
  const message = translateMessage(error);

  return (
    <div className="photo-picker">
      <PhotoDropZone
        onFiles={addFiles}
        describedBy={message ? errorId : undefined}
        invalid={Boolean(message)}
        disabled={disabled}
      />
      {/* Always rendered, so screen readers already watch it when the text appears. */}
      <p className="photo-progress-note" role="status">
        {preparing > 0 ? t('photos.preparing', { count: preparing }) : ''}
      </p>
      {/* Always rendered too: a photo added or removed is announced ('2 of 5 photos'), politely. */}
      <p className="photo-count" aria-live="polite">
        {photos.length > 0 ? t('photos.count', { count: photos.length, max: LIMITS.imagesMax }) : ''}
      </p>
      {photos.length > 0 && (
        <>
          <ul className="photo-grid" aria-label={t('photos.list')}>
            {photos.map((photo) => (
              <li key={photo.id}>
                <PhotoTile photo={photo} progress={progress?.[photo.id]} disabled={disabled} onRemove={remove} />
              </li>
            ))}
          </ul>
        </>
      )}
      {message && (
        <p id={errorId} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
