import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GOAL, formatMoney, percentRaised } from '#shared/money.ts';
import { reviewQuery } from '../api/review.ts';
import { WaitingUploads } from './waiting-uploads.tsx';
import '../fundraiser-page.css';

/** /f/{short_code}: what the fundraiser is, its status, progress and photos. */
export function FundraiserPreview({ shortCode }: { shortCode: string }) {
  const { t } = useTranslation();
  const review = useQuery(reviewQuery(shortCode));
  const refetch = review.refetch;
  const onUploaded = useCallback(() => void refetch(), [refetch]);

  // Photos still on this phone show whatever the page's own state: they matter most offline.
  const waiting = <WaitingUploads shortCode={shortCode} onUploaded={onUploaded} />;
  if (review.isPending)
    return (
      <div className="preview">
        <p className="preview-loading" role="status">
          {t('preview.loading')}
        </p>
        {waiting}
      </div>
    );
  if (review.isError)
    return (
      <div className="preview">
        <div className="error-panel" role="alert">
          <p>{t('preview.loadFailed')}</p>
          {!navigator.onLine && <p>{t('preview.offline')}</p>}
        </div>
        {waiting}
      </div>
    );

  const { fundraiser, detail, images } = review.data;
  const goal = detail?.fundraiser_goal ?? DEFAULT_GOAL;
  const raised = detail?.raised_amount ?? 0;
  const percent = percentRaised(raised, goal);
  const [hero, ...thumbs] = images;
  return (
    <article className="preview">
      {fundraiser.status !== 'live' && (
        <p className={`status-banner is-${fundraiser.status}`}>{t(`preview.status.${fundraiser.status}`)}</p>
      )}
      <h1>{detail?.fundraiser_title ?? t('preview.untitled')}</h1>
      <p className="preview-badges">
        <span className="badge">{t('preview.category', { category: fundraiser.fundraising_category.name })}</span>
      </p>
      <p className="muted">{t('preview.organizer', { name: fundraiser.user.full_name })}</p>
      {hero && (
        <img
          className="preview-hero"
          src={hero.variants.at(-1)?.url ?? hero.image}
          srcSet={hero.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
          sizes="(min-width: 800px) 800px, 100vw"
          width={hero.width}
          height={hero.height}
          alt=""
        />
      )}
      {thumbs.length > 0 && (
        <ul className="preview-thumbs">
          {thumbs.map((img) => (
            <li key={img.id}>
              <img src={img.variants[0]?.url ?? img.image} alt="" width="320" height="240" loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {waiting}
      <p className="preview-funding">
        {t('home.raisedOf', {
          raised: formatMoney(raised, fundraiser.currency),
          goal: formatMoney(goal, fundraiser.currency),
        })}
      </p>
      <progress max={100} value={Math.min(percent, 100)} aria-label={t('home.progress', { percent })} />
      <p className="preview-details">{detail?.fundraiser_details || t('preview.noDetails')}</p>
    </article>
  );
}
