import { useQuery } from '@tanstack/react-query';
import type { Item, ItemRequestView } from '#shared/schemas/items.schema.ts';
import { Trans } from 'react-i18next';
import { FormError } from '#web/components/form/form-error.tsx';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { myRequestsQuery, withdrawRequest } from '../api/item-requests.ts';
import { useItemAction } from '../hooks/use-item-action.ts';
import { useItemsTranslation } from '../use-items-translation.ts';
import { MessageThread } from './message-thread.tsx';

/** A stored number (2547…) as Kenyans write it, and as a tel: link that dials from abroad too. */
function phoneOf(msisdn: string) {
  const local = /^254(\d{3})(\d{3})(\d{3})$/.exec(msisdn);
  return local
    ? { text: `0${local[1]} ${local[2]} ${local[3]}`, href: `tel:+${msisdn}` }
    : { text: msisdn, href: `tel:${msisdn}` };
}

/**
 * What the donor chose to share with the accepted requester: their first name and, only if they
 * chose it, their phone. Shown to nobody else (the API fills `contact` for this person only).
 */
export function DonorContact({ contact }: { contact: NonNullable<ItemRequestView['contact']> }) {
  const { t } = useItemsTranslation();
  const name = contact.donor_first_name;
  return (
    <p className="item-contact">
      {contact.donor_phone ? (
        <>
          {t('donorPhone', { name })}{' '}
          <a href={phoneOf(contact.donor_phone).href}>{phoneOf(contact.donor_phone).text}</a>
        </>
      ) : (
        t('noPhone', { name })
      )}
    </p>
  );
}

/**
 * The reader's own request on this item: 'You asked for this item' with Withdraw while it is open;
 * once accepted, the donor's contact and the thread with them.
 */
export function MyRequest({
  item,
  request,
}: {
  item: Item;
  request: { id: string; status: ItemRequestView['status'] };
}) {
  const { t } = useItemsTranslation();
  const withdraw = useItemAction(withdrawRequest);
  // The contact comes with the requester's own list (the API fills it for the accepted request).
  const mine = useQuery({ ...myRequestsQuery(), enabled: request.status === 'accepted' });
  const full = mine.data?.find((r) => r.id === request.id);
  return (
    <section className="item-panel item-my-request" aria-labelledby="my-request-title">
      <h2 id="my-request-title">{t('requested')}</h2>
      <p>
        <span className={`item-badge is-${request.status}`}>{t(`requestStates.${request.status}`)}</span>
      </p>
      {request.status === 'open' && (
        <>
          <p>
            {/* The promise links where it is kept (D-160). */}
            <Trans t={t} i18nKey="requestedLead" components={{ dashboard: <AppLink href="/dashboard" /> }} />
          </p>
          <FormError message={withdraw.failure} />
          <button
            type="button"
            className="button-outline"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(request.id)}
          >
            {withdraw.isPending ? t('withdrawing') : t('withdraw')}
          </button>
        </>
      )}
      {request.status === 'accepted' && full?.contact && (
        <>
          <h3>{t('contactTitle')}</h3>
          <DonorContact contact={full.contact} />
          <MessageThread requestId={request.id} me="requester" otherName={item.donor.first_name} />
        </>
      )}
    </section>
  );
}
