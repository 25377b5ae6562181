import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Item, ItemRequestView } from '#shared/schemas/items.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { acceptRequest, declineRequest, itemRequestsQuery, markGiven } from '../api/item-requests.ts';
import { formatItemDate } from '../format-date.ts';
import { useItemAction } from '../hooks/use-item-action.ts';
import { useItemsTranslation } from '../use-items-translation.ts';
import { MessageThread } from './message-thread.tsx';

function RequestRow({ request, item }: { request: ItemRequestView; item: Item }) {
  const { t } = useItemsTranslation();
  const accept = useItemAction(acceptRequest);
  const decline = useItemAction(declineRequest);
  const busy = accept.isPending || decline.isPending;
  const name = request.requester.first_name;
  return (
    <li className={`item-request is-${request.status}`}>
      <p className="item-request-head">
        <strong>{t('requestFrom', { name })}</strong> · {formatItemDate(request.created_at)}{' '}
        <span className={`item-badge is-${request.status}`}>{t(`requestStates.${request.status}`)}</span>
      </p>
      <p className="item-request-message">{request.message}</p>
      <FormError message={accept.failure ?? decline.failure} />
      {request.status === 'open' && (
        <p className="item-request-actions">
          {item.status === 'available' && (
            <button
              type="button"
              className="button-solid"
              disabled={busy}
              aria-label={`${t('accept')}: ${name}`}
              onClick={() => accept.mutate(request.id)}
            >
              {t('accept')}
            </button>
          )}
          <button
            type="button"
            className="button-outline"
            disabled={busy}
            aria-label={`${t('decline')}: ${name}`}
            onClick={() => decline.mutate(request.id)}
          >
            {t('decline')}
          </button>
        </p>
      )}
      {request.status === 'accepted' && <MessageThread requestId={request.id} me="donor" otherName={name} />}
    </li>
  );
}

/**
 * The donor's side of their item's page: the requests (newest first, as the API gives them) with
 * Accept and Decline, 'Mark as given' once one is accepted, and the thread with that person.
 */
export function DonorRequests({ item }: { item: Item }) {
  const { t } = useItemsTranslation();
  const id = useId();
  const requests = useQuery(itemRequestsQuery(item.code));
  const given = useItemAction(() => markGiven(item.code));
  return (
    <section className="item-panel item-donor" aria-labelledby={`${id}-title`}>
      <p className="item-note">{item.status === 'given' ? t('givenDone') : t('yourItem')}</p>
      {item.status === 'reserved' && (
        <>
          <FormError message={given.failure} />
          <button type="button" className="button-solid" disabled={given.isPending} onClick={() => given.mutate()}>
            {t('markGiven')}
          </button>
        </>
      )}
      <h2 id={`${id}-title`}>{t('requestsTitle')}</h2>
      {requests.isPending && <p role="status">{t('requestsLoading')}</p>}
      {requests.isError && !requests.data && (
        <RetryPanel message={t('requestsFailed')} retry={t('retry')} onRetry={() => void requests.refetch()} />
      )}
      {requests.data?.length === 0 && <p className="muted">{t('requestsEmpty')}</p>}
      {!!requests.data?.length && (
        <ul className="item-requests">
          {requests.data.map((request) => (
            <RequestRow key={request.id} request={request} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
