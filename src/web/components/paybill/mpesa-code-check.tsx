import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpesaCodeDrawn } from '#shared/schemas/mpesa-code.schema.ts';
import { MPESA_CODE_ANCHOR, MpesaCodeFields } from './mpesa-code-fields.tsx';

/**
 * "Paid but not showing?" (D-217) under the paybill line of a live fundraiser's page: folded, as
 * few donors need it, and open when the server draws the answer to its plain post (`drawn`).
 */
export function MpesaCodeCheck({ shortCode, drawn }: { shortCode: string; drawn?: MpesaCodeDrawn }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <details className="mpesa-code-check" id={MPESA_CODE_ANCHOR} open={!!drawn}>
      <summary id={`${id}-title`}>{t('preview.mpesaCode.title')}</summary>
      <MpesaCodeFields
        shortCode={shortCode}
        labelledBy={`${id}-title`}
        value={drawn?.value ?? ''}
        shown={drawn?.shown ?? null}
      />
    </details>
  );
}
