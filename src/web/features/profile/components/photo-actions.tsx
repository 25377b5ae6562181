import { useRef, useState } from 'react';
import type { User } from '#shared/schemas/auth.schema.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useProfileTranslation } from '#web/components/profile/use-profile-translation.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { removeProfilePhoto, uploadProfilePhoto } from '../api/profile-api.ts';
import { photoProblem, preparePhoto } from '#web/lib/photos/prepare-photo.ts';

interface Props {
  user: User;
  onUser: (user: User) => void;
}

/** 'Change profile photo' (a file picker) and 'Remove' (only when there is a photo to remove). */
export function PhotoActions({ user, onUser }: Props) {
  const { t } = useProfileTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (work: () => Promise<{ message: string; data: { user: User } }>) => {
    setBusy(true);
    setError(undefined);
    try {
      const reply = await work();
      onUser(reply.data.user);
      toast('success', translateMessage(reply.message) ?? reply.message);
    } catch (err) {
      const body = errorBody(err);
      setError(body.errors?.photo?.[0] ?? body.message ?? t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const prepared = await preparePhoto(file);
    // The same file may be chosen again after a refusal.
    if (input.current) input.current.value = '';
    if (prepared.kind === 'refused') {
      setError(photoProblem(file.name, prepared.reason));
      return;
    }
    await run(() => uploadProfilePhoto(prepared.blob, prepared.name));
  };

  return (
    <div className="profile-photo-controls">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="photo-input"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <div className="profile-photo-buttons">
        <button
          type="button"
          className="button-solid"
          disabled={busy}
          aria-describedby="profile-photo-hint"
          onClick={() => input.current?.click()}
        >
          {t('changePhoto')}
        </button>
        {user.photo_url && (
          <button type="button" className="button-outline" disabled={busy} onClick={() => void run(removeProfilePhoto)}>
            {t('remove')}
          </button>
        )}
      </div>
      <p id="profile-photo-hint" className="field-hint">
        {t('photoHint')}
      </p>
      {busy && <p role="status">{t('photoWorking')}</p>}
      {error && (
        <p className="field-error" role="alert">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
