import { withdrawalFee } from '#shared/schemas/withdrawal.schema.ts';
import { wholeKes } from '../format.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';

/**
 * The fee before anyone confirms, in the spec's words ("You withdraw KES 10 000; fee KES 350; M-Pesa
 * sends KES 9 650"), from the same rounding the server fixes the fee with (D-200).
 */
export function FeeSentence({ amountKes, percent, id }: { amountKes: number; percent: number; id?: string }) {
  const { t } = useMoneyTranslation();
  const fee = withdrawalFee(amountKes, percent);
  return (
    <p id={id} className="money-fee">
      {t('withdraw.feeSentence', { amount: wholeKes(amountKes), fee: wholeKes(fee), sent: wholeKes(amountKes - fee) })}
    </p>
  );
}
