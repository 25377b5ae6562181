import { useQuery } from '@tanstack/react-query';
import { NotFound } from '#web/components/layout/not-found.tsx';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { SkeletonLines } from '#web/components/ui/skeleton-lines.tsx';
import { statusOf } from '#web/lib/api-client.ts';
import { itemQuery } from '../api/item.ts';
import { ItemActions, type ItemReader } from '../components/item-actions.tsx';
import { ItemPage } from '../components/item-page.tsx';
import { useItemsTranslation } from '../use-items-translation.ts';

const SKELETON_LINES = ['skeleton-title', 'skeleton-muted', 'skeleton-muted skeleton-short'];

/** /items/{code} in the app (reached by a link inside it): the page from the query cache. */
export function ItemContainer({ code, reader }: { code: string; reader: Exclude<ItemReader, 'checking'> }) {
  const { t } = useItemsTranslation();
  const item = useQuery(itemQuery(code, reader !== 'guest'));
  if (item.data) return <ItemPage item={item.data} actions={<ItemActions item={item.data} reader={reader} />} />;
  if (item.isError && statusOf(item.error) === 404) return <NotFound />;
  return (
    <section className="page item-page">
      {item.isError ? (
        <RetryPanel message={t('loadFailed')} retry={t('retry')} onRetry={() => void item.refetch()} />
      ) : (
        <div className="item-skeleton" role="status" aria-label={t('dashLoading')}>
          <div className="item-photos item-no-photo" />
          <SkeletonLines lines={SKELETON_LINES} />
        </div>
      )}
    </section>
  );
}
