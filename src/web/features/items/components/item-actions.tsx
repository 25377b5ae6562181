import type { Item } from '#shared/schemas/items.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { itemHref, signInHref } from '../items-href.ts';
import { useItemsTranslation } from '../use-items-translation.ts';
import { DonorRequests } from './donor-requests.tsx';
import { MyRequest } from './my-request.tsx';
import { RequestForm } from './request-form.tsx';

/**
 * Who is reading: nobody signed in (the server's drawing is always this: it cannot know), an
 * account not yet verified, or a verified one (`item.viewer` then says donor or requester);
 * 'checking' while a signed-in reader's own copy of the item is on its way.
 */
export type ItemReader = 'guest' | 'unverified' | 'verified' | 'checking';

/**
 * The part of an item's page that depends on who reads it: a guest's sign-in link (back to this
 * page after), the request form, the reader's own request, or the donor's requests.
 */
export function ItemActions({ item, reader }: { item: Item; reader: ItemReader }) {
  const { t } = useItemsTranslation();
  const viewer = item.viewer;
  if (item.status === 'removed') return null;
  if (reader === 'checking')
    return (
      <p className="item-panel muted" role="status">
        {t('dashLoading')}
      </p>
    );
  if (reader === 'verified' && viewer?.is_donor) return <DonorRequests item={item} />;
  const mine = reader === 'verified' ? viewer?.my_request : null;
  if (mine && mine.status !== 'withdrawn') return <MyRequest item={item} request={mine} />;
  if (item.status !== 'available')
    return (
      <p className="item-panel item-note" role="status">
        {t('notAvailable')}
      </p>
    );
  if (reader === 'guest')
    return (
      <div className="item-panel">
        <AppLink className="button-solid" href={signInHref(itemHref(item.code))}>
          {t('signInToRequest')}
        </AppLink>
      </div>
    );
  if (reader === 'unverified') return <p className="item-panel item-note">{t('verifyToRequest')}</p>;
  return <RequestForm code={item.code} donorName={item.donor.first_name} />;
}
