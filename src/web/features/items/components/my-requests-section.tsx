import type { ItemRequestView } from '#shared/schemas/items.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { itemHref, itemsHref } from '../items-href.ts';
import { useItemsTranslation } from '../use-items-translation.ts';
import { MessageThread } from './message-thread.tsx';
import { ListState, type MyListState } from './my-items-section.tsx';
import { DonorContact } from './my-request.tsx';

/**
 * The dashboard's 'My requests': each item asked for and the donor's answer; an accepted one shows
 * the donor's contact (their first name, and their phone only if they chose to share it) and the
 * thread with them.
 */
export function MyRequestsSection({ state }: { state: MyListState<ItemRequestView> }) {
  const { t } = useItemsTranslation();
  return (
    <section className="item-dash" aria-labelledby="my-requests-title">
      <div className="dash-head">
        <h2 id="my-requests-title">{t('myRequests')}</h2>
        <AppLink className="button-outline" href={itemsHref({})}>
          {t('findItems')}
        </AppLink>
      </div>
      <ListState state={state} emptyText={t('myRequestsEmpty')} />
      {!!state.data?.length && (
        <ul className="item-dash-list">
          {state.data.map((request) => (
            <li key={request.id} className={`item-dash-request is-${request.status}`}>
              <AppLink href={itemHref(request.item.code)}>{request.item.title}</AppLink>
              <span className={`item-badge is-${request.status}`}>{t(`requestStates.${request.status}`)}</span>
              {request.status === 'accepted' && request.contact && (
                <div className="item-dash-contact">
                  <DonorContact contact={request.contact} />
                  <MessageThread requestId={request.id} me="requester" otherName={request.contact.donor_first_name} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
