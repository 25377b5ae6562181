import type { DonateFormState, DonateTarget } from '#shared/public-pages.ts';
import type { Prefill } from '../sheet-values.ts';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { DonateFlow } from './donate-flow.tsx';
import { RecentNotice } from './recent-notice.tsx';

interface Props {
  fundraiser: DonateTarget;
  pageUrl: string;
  form: DonateFormState;
  testPayments: boolean;
  loadPrefill?: () => Prefill | undefined;
}

/**
 * /f/{code}/donate: the donation sheet as a page of its own, what Donate leads to before the
 * fundraiser's page has its script (or with none at all). A fundraiser that is not live says so.
 */
export function DonatePage({ fundraiser, pageUrl, form, testPayments, loadPrefill }: Props) {
  const { t } = useDonateTranslation();
  const fundraiserHref = `/f/${encodeURIComponent(fundraiser.short_code)}`;
  return (
    <section className="page donate-page" aria-labelledby="donate-title">
      <p className="donate-back">
        <a href={fundraiserHref}>{t('backToFundraiser')}</a>
      </p>
      <h1 id="donate-title">{t('pageTitle', { title: fundraiser.title })}</h1>
      {fundraiser.live ? (
        <>
          <RecentNotice shortCode={fundraiser.short_code} />
          <DonateFlow
            fundraiser={fundraiser}
            pageUrl={pageUrl}
            testPayments={testPayments}
            initial={form}
            loadPrefill={loadPrefill}
            fundraiserHref={fundraiserHref}
          />
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
