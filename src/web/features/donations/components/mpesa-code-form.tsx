import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mpesaCodeRequestSchema, type MpesaCodeShown } from '#shared/schemas/mpesa-code.schema.ts';
import { MpesaCodeFields } from '#web/components/paybill/mpesa-code-fields.tsx';
import { statusOf } from '#web/lib/api-client.ts';
import { checkMpesaCode } from '../api/check-mpesa-code.ts';

/**
 * "Paid but not showing?" (D-217) on the donation's page: the donor types the code from M-Pesa's
 * SMS and, once the page runs, the server asks M-Pesa about it in place; a payment to us is counted
 * at once and the status above follows on its next read. Before the script, the form posts.
 */
export function MpesaCodeForm({ shortCode, onUsed }: { shortCode: string; onUsed?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<MpesaCodeShown | null>(null);

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

  return (
    <div className="mpesa-code">
      <h3 id={`${id}-title`}>{t('preview.mpesaCode.title')}</h3>
      <MpesaCodeFields
        shortCode={shortCode}
        labelledBy={`${id}-title`}
        value={code}
        shown={shown}
        busy={busy}
        onChange={(e) => setCode(e.target.value)}
        onSubmit={(e) => void submit(e)}
      />
    </div>
  );
}
