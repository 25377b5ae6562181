import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG } from '#shared/messages.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { undoEmailChange } from '../api/accounts.ts';

/**
 * The page the old address's link opens. The token is sent only when the button is pressed:
 * mail scanners open links (some run their scripts), and must not undo a change by doing so.
 */
export function UndoEmailChange({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();

  async function undo() {
    if (!token) return;
    setBusy(true);
    const result = await undoEmailChange(token);
    setOutcome({ ok: result.type === 'success', message: result.message });
    setBusy(false);
  }

  return (
    <section className="auth-card" aria-labelledby="undo-title">
      <h1 id="undo-title">{t('auth.undoTitle')}</h1>
      {!token ? (
        <FormError message={MSG.invalidUndoToken} />
      ) : outcome?.ok ? (
        <p role="status">{translateMessage(outcome.message)}</p>
      ) : (
        <>
          <p>{t('auth.undoLead')}</p>
          <FormError message={outcome?.message} />
          <button type="button" className="button-solid button-block" disabled={busy} onClick={() => void undo()}>
            {busy ? t('auth.undoing') : t('auth.undoSubmit')}
          </button>
        </>
      )}
      <p>
        <Link to="/auth/login">{t('auth.signInLink')}</Link>
      </p>
    </section>
  );
}
