import { useId, useState, type FormEvent } from 'react';
import { mpesaCodeRequestSchema, type MpesaCodeStatus } from '#shared/schemas/mpesa-code.schema.ts';
import { statusOf } from '#web/lib/api-client.ts';
import { checkMpesaCode } from '../api/check-mpesa-code.ts';
import { useDonateTranslation } from '../use-donate-translation.ts';

type Shown = MpesaCodeStatus | 'invalid' | 'limited' | 'failed';

/**
 * "Paid but not showing?" (D-217): the donor types the code from M-Pesa's SMS and the server asks
 * M-Pesa about it; a payment to us is counted at once and the status above follows on its next read.
 */
export function MpesaCodeForm({ shortCode, onUsed }: { shortCode: string; onUsed?: () => void }) {
  const { t } = useDonateTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = mpesaCodeRequestSchema.safeParse({ mpesa_code: code, short_code: shortCode });
    if (!parsed.success) return setShown('invalid');
    onUsed?.();
    setBusy(true);
    setShown(null);
    try {
      setShown(await checkMpesaCode(parsed.data.mpesa_code, shortCode));
    } catch (err) {
      setShown(statusOf(err) === 429 ? 'limited' : statusOf(err) === 400 ? 'invalid' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  const done = shown === 'counted' || shown === 'already_counted';
  return (
    <form className="mpesa-code-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('mpesaCode.title')}</h3>
      {!done && (
        <>
          <label htmlFor={`${id}-code`}>{t('mpesaCode.label')}</label>
          <input
            id={`${id}-code`}
            name="mpesa_code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={14}
            aria-describedby={`${id}-hint`}
            aria-invalid={shown === 'invalid' || undefined}
          />
          <p id={`${id}-hint`} className="muted">
            {t('mpesaCode.hint')}
          </p>
          <button type="submit" disabled={busy}>
            {busy ? t('mpesaCode.checking') : t('mpesaCode.submit')}
          </button>
        </>
      )}
      <p aria-live="polite" className={done ? 'donation-lead' : undefined}>
        {shown && t(`mpesaCode.${shown}`)}
      </p>
    </form>
  );
}
