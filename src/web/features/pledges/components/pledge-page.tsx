import type { PledgeFormPage } from '#shared/pledges/pledge-pages.ts';
import { usePledgesTranslation } from '../use-pledges-translation.ts';
import { PledgeFlow } from './pledge-flow.tsx';

type Props = Omit<PledgeFormPage, 'kind' | 'status' | 'pageUrl'> & { onConfirmed?: (path: string) => void };

/**
 * /f/{code}/pledge: a promise to give later (D-240). It says first, plainly, that a pledge is not
 * a payment; then the form and its code step. A fundraiser that is not live says so instead.
 */
export function PledgePage({ fundraiser, form, today, onConfirmed }: Props) {
  const { t } = usePledgesTranslation();
  return (
    <section className="page pledge-page" aria-labelledby="pledge-title">
      <p className="donate-back">
        <a href={`/f/${encodeURIComponent(fundraiser.short_code)}`}>{t('backToFundraiser')}</a>
      </p>
      <h1 id="pledge-title">{t('pageTitle', { title: fundraiser.title })}</h1>
      {fundraiser.live ? (
        <>
          <div className="pledge-promise">
            <p>
              <strong>{t('promise')}</strong>
            </p>
            <p>{t('promiseText')}</p>
          </div>
          <p className="muted">{t('savedNote')}</p>
          <PledgeFlow fundraiser={fundraiser} initial={form} today={today} onConfirmed={onConfirmed} />
        </>
      ) : (
        <>
          <p className="status-banner" role="status">
            {t('notLive')}
          </p>
          <p>{t('notLiveText')}</p>
        </>
      )}
    </section>
  );
}
