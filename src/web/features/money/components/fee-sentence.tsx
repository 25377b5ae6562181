import { withdrawalFee } from '#shared/schemas/withdrawal.schema.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { formatKes, toMinor } from '#shared/kes.ts';

/**
 * The fee before anyone confirms, in the spec's words ("You withdraw KES 10 000; fee KES 350; M-Pesa
 * sends KES 9 650"), from the same rounding the server fixes the fee with (D-200).
 */
export function FeeSentence({ amountKes, percent, id }: { amountKes: number; percent: number; id?: string }) {
  const { t } = useMoneyTranslation();
  const fee = withdrawalFee(amountKes, percent);
  return (
    <p id={id} className="money-fee">
      {t('withdraw.feeSentence', {
        amount: formatKes(toMinor(amountKes)),
        fee: formatKes(toMinor(fee)),
        sent: formatKes(toMinor(amountKes - fee)),
      })}
    </p>
  );
}
