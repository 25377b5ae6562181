import type { MyItemCard } from '#shared/schemas/items.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { formatItemDate } from '../format-date.ts';
import { GivenCount } from './given-count.tsx';
import { itemHref } from '../items-href.ts';
import { useItemsTranslation } from '../use-items-translation.ts';

export interface MyListState<T> {
  /** Undefined while the first answer is awaited. */
  data?: T[];
  failed: boolean;
  onRetry: () => void;
}

/** Loading, failed (with Try again), or nothing: what a dashboard list shows before its rows. */
export function ListState({ state, emptyText }: { state: MyListState<unknown>; emptyText: string }) {
  const { t } = useItemsTranslation();
  if (!state.data && state.failed)
    return (
      <div role="alert" className="error-panel">
        <p>{t('dashFailed')}</p>
        <button type="button" className="button-outline" onClick={state.onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  if (!state.data)
    return (
      <div className="dash-skeleton" role="status" aria-label={t('dashLoading')}>
        <div />
      </div>
    );
  return state.data.length === 0 ? <p className="muted">{emptyText}</p> : null;
}

/**
 * The dashboard's 'My items': every offer with its state and open requests (each a link to its
 * page, where the requests are answered), and how many the donor has given.
 */
export function MyItemsSection({ state }: { state: MyListState<MyItemCard> }) {
  const { t } = useItemsTranslation();
  return (
    <section className="item-dash" aria-labelledby="my-items-title">
      <div className="dash-head">
        <h2 id="my-items-title">{t('myItems')}</h2>
        <AppLink className="button-outline" href="/donate?type=items">
          {t('offerOne')}
        </AppLink>
      </div>
      <GivenCount items={state.data} />
      <ListState state={state} emptyText={t('myItemsEmpty')} />
      {!!state.data?.length && (
        <ul className="item-dash-list">
          {state.data.map((item) => (
            <li key={item.code}>
              <AppLink href={itemHref(item.code)}>{item.title}</AppLink>
              <span className={`item-badge is-${item.status}`}>{t(`statuses.${item.status}`)}</span>
              {item.status !== 'given' && item.status !== 'removed' && (
                <span className="muted">{t('requestCount', { count: item.open_requests })}</span>
              )}
              <span className="muted">{t('posted', { date: formatItemDate(item.created_at) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
