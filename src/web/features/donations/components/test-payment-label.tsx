import { useDonateTranslation } from '../use-donate-translation.ts';

/** Demo mode (the Daraja simulator): every payment says plainly that no real money moved. */
export function TestPaymentLabel() {
  const { t } = useDonateTranslation();
  return (
    <p className="test-payment">
      <strong className="test-payment-label">{t('testPayment')}</strong> <span>{t('testPaymentNote')}</span>
    </p>
  );
}
