import { useTranslation } from 'react-i18next';
import { formatMoney, formatRaised } from '#shared/money.ts';
import { startedOn } from '#shared/review-view.ts';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import { ShareTools } from '#web/components/share/share-tools.tsx';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { CardDisclosure } from './card-disclosure.tsx';
import { MoneyPanel, type MoneySections } from './money-panel.tsx';
import { ReceivedDonations } from './received-donations.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One of my fundraisers: where it stands, what it raised, its links, who gave and its money. */
export function MyFundraiserCard({
  card,
  origin,
  now,
  moneySections,
}: {
  card: FundraiserCard;
  origin: string;
  now: number;
  moneySections?: MoneySections;
}) {
  const { t } = useTranslation('dashboard');
  const title = card.title ?? t('untitled');
  const publicUrl = `${origin}/f/${card.short_code}`;
  const days = Math.max(1, Math.ceil((now - Date.parse(card.created_at)) / DAY_MS));
  const listId = `received-${card.short_code}`;
  return (
    <article className="dash-card" aria-labelledby={`${listId}-title`}>
      {card.image ? (
        <img className="dash-card-image" src={card.image} alt="" width={640} height={400} loading="lazy" />
      ) : (
        <div className="dash-card-image" aria-hidden="true" />
      )}
      <div className="dash-card-body">
        <p>
          <span className={`badge status-${card.status}`}>{t(`status.${card.status}`)}</span>
        </p>
        <h3 id={`${listId}-title`}>{title}</h3>
        {card.status === 'rejected' && card.rejection_reason && (
          <p className="dash-reason">{t('rejectedReason', { reason: card.rejection_reason })}</p>
        )}
        <p>
          {t('raisedOf', {
            raised: formatRaised(card.raised_amount, card.currency),
            goal: formatMoney(card.goal, card.currency),
          })}
        </p>
        <progress
          max={100}
          value={Math.min(card.progress_percent, 100)}
          aria-label={t('progress', { percent: card.progress_percent })}
        />
        <p className="muted">
          {t('progress', { percent: card.progress_percent })} · {t('supporters', { count: card.supporters_count })} ·{' '}
          {card.status === 'live'
            ? t('daysLive', { count: days })
            : t('startedOn', { date: startedOn(card.created_at) })}
        </p>
        <p className="dash-links">
          <AppLink className="button-outline" href={`/f/${card.short_code}`}>
            {t('viewPublic')}
          </AppLink>
          <AppLink className="button-outline" href={`/fundraiser/${card.id}`}>
            {t('manage')}
          </AppLink>
          {card.status !== 'pending_review' && (
            <AppLink className="button-outline" href={`/dashboard/pledges/${card.short_code}`}>
              {t('pledges')}
            </AppLink>
          )}
        </p>
        {card.status === 'live' && <ShareTools url={publicUrl} title={title} />}
        {card.status !== 'pending_review' && (
          <>
            <CardDisclosure
              id={listId}
              className="dash-donations"
              title={t('donationsTitle')}
              show={t('showDonations')}
              hide={t('hideDonations')}
            >
              {() => <ReceivedDonations shortCode={card.short_code} />}
            </CardDisclosure>
            <CardDisclosure
              id={`money-${card.short_code}`}
              className="dash-donations"
              title={t('moneyTitle')}
              show={t('showMoney')}
              hide={t('hideMoney')}
            >
              {() => <MoneyPanel shortCode={card.short_code} more={moneySections} />}
            </CardDisclosure>
          </>
        )}
      </div>
    </article>
  );
}
