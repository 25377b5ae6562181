import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { LIMITS } from '#shared/constants.ts';
import { useWizardTranslation } from '../../use-wizard-translation.ts';

interface PhotoDropZoneProps {
  onFiles: (files: File[]) => void;
  /** Ids of texts that describe the input besides its hint (the error). */
  describedBy?: string;
  invalid: boolean;
  disabled?: boolean;
}

/**
 * The file input, drawn as a large tappable area that also takes dropped files on desktop. The
 * input itself stays in the tab order (visually hidden, not display:none), so the keyboard opens
 * the native chooser and screen readers announce a labelled file button.
 */
export function PhotoDropZone({ onFiles, describedBy, invalid, disabled }: PhotoDropZoneProps) {
  const { t } = useWizardTranslation();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(Array.from(event.target.files ?? []));
    // Cleared so choosing the same file again (after removing it) fires change again.
    event.target.value = '';
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className={`photo-drop${dragging ? ' photo-drop-active' : ''}${invalid ? ' photo-drop-invalid' : ''}`}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <input
        id={id}
        className="photo-drop-input"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={disabled}
        aria-labelledby={`${id}-title`}
        aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        onChange={onChange}
      />
      <label htmlFor={id} className="photo-drop-label">
        <svg
          viewBox="0 0 24 24"
          width="32"
          height="32"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h3l2-3h6l2 3h3v13H4z" />
          <circle cx="12" cy="13" r="4" />
        </svg>
        <span id={`${id}-title`} className="photo-drop-title">
          {t('photos.add')}
        </span>
        <span className="photo-drop-sub" aria-hidden="true">
          {t('photos.dropHint')}
        </span>
        <span id={`${id}-hint`} className="photo-drop-hint">
          {t('photos.hint', { mb: LIMITS.imageBytesMax / (1024 * 1024), max: LIMITS.imagesMax })}
        </span>
      </label>
    </div>
  );
}
