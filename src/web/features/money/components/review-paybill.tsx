import { useQuery } from '@tanstack/react-query';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { unallocatedPaybillQuery } from '../api/paybill-review.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { UnallocatedPayment } from './unallocated-payment.tsx';

/** /review's paybill money (D-213): payments no live fundraiser's code matched, oldest first. */
export function ReviewPaybill({ onDecided }: { onDecided: (said: string) => void }) {
  const { t } = useMoneyTranslation();
  const list = useQuery(unallocatedPaybillQuery());
  const waiting = list.data?.filter((p) => p.status === 'unallocated').length;
  return (
    <section aria-labelledby="paybill-review-title">
      <h2 id="paybill-review-title">
        {waiting === undefined ? t('paybill.title') : t('paybill.titleCount', { count: waiting })}
      </h2>
      <p className="muted">{t('paybill.lead')}</p>
      {list.isPending && <p role="status">{t('paybill.loading')}</p>}
      {list.isError && (
        <RetryPanel message={t('paybill.failed')} retry={t('retry')} onRetry={() => void list.refetch()} />
      )}
      {list.data?.length === 0 && <p>{t('paybill.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <ol className="money-list">
          {list.data.map((payment) => (
            <li key={payment.trans_id}>
              <UnallocatedPayment payment={payment} onDecided={onDecided} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
