import { useTranslation } from 'react-i18next';

/** A fundraiser's paybill: the business number, its numeric account, and its short code (D-254). */
export interface Paybill {
  business: string;
  account: string;
  code: string;
}

/**
 * "Pay with M-Pesa: Paybill {business number}, Account {account}": the second way to give, from
 * any phone and without JavaScript (D-215). With `code`, the fundraiser's older account (its short
 * code) is said to work still (D-254). Presentational, so the server draws it with the page.
 */
export function PaybillLine({
  paybill,
  account,
  code,
  hint = false,
}: {
  paybill: string;
  account: string;
  code?: string;
  hint?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="paybill-line" data-paybill>
      <p>
        <span>{t('preview.paybill.pay')}</span> {t('preview.paybill.business')} <strong>{paybill}</strong>,{' '}
        {t('preview.paybill.account')} <strong translate="no">{account}</strong>
      </p>
      {hint && <p className="muted">{t('preview.paybill.hint')}</p>}
      {code && code !== account && <p className="muted">{t('preview.paybill.codeToo', { code })}</p>}
    </div>
  );
}
