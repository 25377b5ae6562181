import { useTranslation } from 'react-i18next';

/** A fundraiser's paybill: the business number, and the account (its short code). */
export interface Paybill {
  business: string;
  account: string;
}

/**
 * "Pay with M-Pesa: Paybill {business number}, Account {short code}": the second way to give, from
 * any phone and without JavaScript (D-215). Presentational, so the server draws it with the page.
 */
export function PaybillLine({ paybill, account, hint = false }: { paybill: string; account: string; hint?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="paybill-line" data-paybill>
      <p>
        <span>{t('preview.paybill.pay')}</span> {t('preview.paybill.business')} <strong>{paybill}</strong>,{' '}
        {t('preview.paybill.account')} <strong translate="no">{account}</strong>
      </p>
      {hint && <p className="muted">{t('preview.paybill.hint')}</p>}
    </div>
  );
}
