import { useId, useState, type ReactNode } from 'react';
import type { PendingItem } from '#shared/schemas/moderation.schema.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { formatDateTime, formatMoney } from '#web/lib/format.ts';
import { accountAgeDays } from '../account-age.ts';
import { useDecide } from '../api/pending-queue.ts';
import { useModerationTranslation } from '../use-moderation-translation.ts';
import { ReasonForm } from './reason-form.tsx';
import { lookupName } from '#web/lib/lookup-name.ts';

type DetailKey = keyof NonNullable<PendingItem['detail']>;

// Every detail the organiser may have written, in the wizard's order; empty ones are left out.
/** Names from the server's reference lists, shown in the app's language. */
const LOOKUP_FIELDS = new Set<DetailKey>(['industry_name', 'stage_name', 'team_size_name']);

const DETAIL_FIELDS: DetailKey[] = [
  'fundraiser_details',
  'organisation_name',
  'registration_number',
  'startup_name',
  'business_description',
  'industry_name',
  'stage_name',
  'team_size_name',
  'mission',
  'location',
  'website',
  'social_media',
];

function Fact({ label, long, children }: { label: string; long?: boolean; children: ReactNode }) {
  return (
    <div className="review-fact">
      <dt>{label}</dt>
      <dd className={long ? 'review-text' : undefined}>{children}</dd>
    </div>
  );
}

/**
 * One Pending Review fundraiser with everything a reviewer needs, and its two decisions; on the
 * reviewer's own (`mine`) neither is offered, since the server refuses it (D-150).
 */
export function PendingItemCard({
  item,
  mine,
  onDecided,
}: {
  item: PendingItem;
  mine: boolean;
  onDecided: (message: string) => void;
}) {
  const { t } = useModerationTranslation();
  const decide = useDecide(item);
  const [rejecting, setRejecting] = useState(false);
  const titleId = useId();
  const title = item.detail?.fundraiser_title ?? item.title ?? t('untitled');
  const failure = decide.error ? errorBody(decide.error) : null;
  const reasonError = failure?.errors?.reason?.[0];
  const days = accountAgeDays(item.organiser.joined_at);
  const joinedDate = formatDateTime(item.organiser.joined_at);

  const approve = () => decide.mutate({ kind: 'approve' }, { onSuccess: () => onDecided(t('approved', { title })) });
  const reject = (reason: string) =>
    decide.mutate({ kind: 'reject', reason }, { onSuccess: () => onDecided(t('rejected', { title })) });

  return (
    <article className="review-item" aria-labelledby={`${titleId}-title`}>
      <header>
        <h3 id={`${titleId}-title`}>{title}</h3>
        {mine && <p className="review-own">{t('ownBadge')}</p>}
        <p className="review-meta">
          {lookupName(t, item.category.name)} · {t('submitted', { date: formatDateTime(item.created_at) })} ·{' '}
          <a href={`/f/${item.short_code}`} target="_blank" rel="noreferrer">
            {t('viewPage')}
          </a>
        </p>
      </header>

      <dl className="review-facts">
        <Fact label={t('goal')}>{formatMoney(item.goal, item.currency)}</Fact>
        <Fact label={t('organiser')}>
          {item.organiser.full_name} · {item.organiser.is_verified ? t('verified') : t('notVerified')}
          <br />
          {days === 0 ? t('joinedToday', { date: joinedDate }) : t('joined', { count: days, date: joinedDate })}
        </Fact>
        <Fact label={t('organiserEmail')}>{item.organiser.email_address}</Fact>
        {DETAIL_FIELDS.filter((key) => item.detail?.[key]).map((key) => (
          <Fact key={key} label={t(`fields.${key}`)} long>
            {LOOKUP_FIELDS.has(key) ? lookupName(t, item.detail?.[key] as string) : item.detail?.[key]}
          </Fact>
        ))}
      </dl>
      {!item.detail && <p className="review-warning">{t('noDetails')}</p>}

      <h4>{item.images.length ? t('photos', { count: item.images.length }) : t('noPhotos')}</h4>
      {item.images.length > 0 && (
        <ul className="review-photos">
          {item.images.map((image, i) => (
            <li key={image.id}>
              <a href={image.image} target="_blank" rel="noreferrer">
                <img
                  src={image.preview}
                  srcSet={image.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
                  sizes="(min-width: 40rem) 12rem, 45vw"
                  width={image.width}
                  height={image.height}
                  alt={t('photoAlt', { n: i + 1, title })}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}

      {failure && !reasonError && (
        <p role="alert" className="form-error">
          {failure.message ?? t('decisionFailed')}
        </p>
      )}

      {mine ? (
        <p className="review-warning">{t('ownNote')}</p>
      ) : rejecting ? (
        <ReasonForm
          label={t('rejectReason')}
          hint={t('rejectHint')}
          submit={t('confirmReject')}
          pending={decide.isPending}
          error={reasonError}
          onSubmit={reject}
          onCancel={() => setRejecting(false)}
        />
      ) : (
        <div className="review-actions">
          <button type="button" className="button-solid" disabled={decide.isPending || !item.detail} onClick={approve}>
            {decide.isPending ? t('working') : t('approve')}
          </button>
          <button type="button" className="button-outline" onClick={() => setRejecting(true)}>
            {t('reject')}
          </button>
        </div>
      )}
    </article>
  );
}
