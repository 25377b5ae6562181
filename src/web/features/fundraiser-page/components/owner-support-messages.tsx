import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OwnerSupportMessage } from '#shared/schemas/support-message.schema.ts';
import { timeAgo } from '#shared/time-ago.ts';
import { useOnline } from '#web/components/pwa/offline-banner.tsx';
import { toast } from '#web/lib/toast.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { ownerSupportMessagesQuery, useSetSupportMessageHidden } from '../api/owner-support-messages.ts';
import { SupportMessageItem } from './words-of-support.tsx';

/**
 * The owner's words of support on /fundraiser/{id} (D-171): every message donors wrote, the hidden
 * ones marked, each with Hide or Show again. Hidden words leave the public page at once; nothing is
 * deleted, so a hide is never final.
 */
export function OwnerSupportMessages({ shortCode }: { shortCode: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(ownerSupportMessagesQuery(shortCode));
  const items = query.data?.pages.flatMap((p) => p.data.map((item) => ({ item, now: Date.parse(p.read_at) })));

  let body;
  if (query.isPending) body = <p className="muted">{t('preview.words.loading')}</p>;
  else if (!items)
    body = (
      <p className="form-message form-error" role="alert">
        {t('preview.words.ownerLoadFailed')}{' '}
        <button type="button" className="button-outline" onClick={() => void query.refetch()}>
          {t('preview.words.retry')}
        </button>
      </p>
    );
  else if (items.length === 0) body = <p className="muted">{t('preview.words.ownerEmpty')}</p>;
  else
    body = (
      <>
        <ul className="fp-word-list">
          {items.map(({ item, now }) => (
            <OwnerWord key={item.reference} shortCode={shortCode} item={item} now={now} />
          ))}
        </ul>
        {query.hasNextPage && (
          <button
            type="button"
            className="button-outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('preview.words.loading') : t('preview.words.showMore')}
          </button>
        )}
      </>
    );

  return (
    <section className="owner-words" aria-labelledby="owner-words-title">
      <h2 id="owner-words-title">{t('preview.words.ownerTitle')}</h2>
      <p className="muted">{t('preview.words.ownerHint')}</p>
      {body}
    </section>
  );
}

function OwnerWord({ shortCode, item, now }: { shortCode: string; item: OwnerSupportMessage; now: number }) {
  const { t } = useTranslation();
  const online = useOnline();
  const change = useSetSupportMessageHidden(shortCode);
  const name = item.anonymous || !item.donor_name ? t('preview.anonymous') : item.donor_name;
  const when = timeAgo(item.paid_at, now, t('preview.justNow'));
  const toggle = () =>
    change.mutate(
      { reference: item.reference, hidden: !item.hidden },
      {
        onSuccess: (reply) => toast('success', translateMessage(reply.message) ?? reply.message),
        onError: () => toast('error', t('preview.words.changeFailed')),
      },
    );
  return (
    <li className={`fp-word${item.hidden ? ' is-hidden' : ''}`} data-hidden={item.hidden || undefined}>
      <SupportMessageItem item={item} now={now} />
      <p className="owner-word-actions">
        {item.hidden && <span className="badge owner-word-hidden">{t('preview.words.hiddenMark')}</span>}
        <button
          type="button"
          className="button-outline"
          onClick={toggle}
          disabled={!online || change.isPending}
          aria-busy={change.isPending || undefined}
          aria-label={t(item.hidden ? 'preview.words.showLabel' : 'preview.words.hideLabel', { name, when })}
        >
          {t(item.hidden ? 'preview.words.show' : 'preview.words.hide')}
        </button>
      </p>
    </li>
  );
}
