import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { NavigateContext } from '#web/components/ui/app-link.tsx';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { prefillOf } from '#web/features/donations/sheet-values.ts';
import { DonateFlow } from '#web/features/donations/components/donate-flow.tsx';
import { FundraiserPicker } from '#web/features/donations/components/fundraiser-picker.tsx';
import { RecentNotice } from '#web/features/donations/components/recent-notice.tsx';
import { useDonateTranslation } from '#web/features/donations/use-donate-translation.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { fundraiserPageKeys, reviewQuery } from '#web/features/fundraiser-page/api/review.ts';
import { fundraiserKeys } from '#web/features/fundraisers/api/fundraiser-keys.ts';
import { isNotFound, PageError, PageLoading } from '#web/features/fundraiser-page/components/page-states.tsx';
import { flattenPages } from '#web/features/fundraisers/api/card-page.ts';
import { livePagesQuery } from '#web/features/fundraisers/api/live-fundraisers.ts';
import { searchQuery } from '#web/features/fundraisers/api/search-fundraisers.ts';
import { clientConfig } from '#web/lib/config.ts';
import { useAtomValue } from '#web/lib/store.ts';

// The offer form comes with its own chunk (forms, photo picker), fetched only for type=items.
const DonateItems = lazy(() => import('./-donate-items.tsx').then((m) => ({ default: m.DonateItems })));

export const Route = createFileRoute('/_site/donate')({
  validateSearch: z.object({
    type: z.catch(z.enum(['fundraiser', 'items']), 'fundraiser'),
    // The fundraiser's short code once chosen (or given by a link).
    f: z.catch(z.optional(z.string()), undefined),
    q: z.catch(z.optional(z.string()), undefined),
  }),
  component: Page,
});

function Page() {
  const { t } = useTranslation();
  const { type, f, q } = Route.useSearch();
  if (type === 'items')
    return (
      <Suspense fallback={<PageIntro title={t('pages.donateTitle')} />}>
        <DonateItems />
      </Suspense>
    );
  return f ? <DonateTo shortCode={f} /> : <ChooseFundraiser q={q?.trim() || undefined} />;
}

/** The search or the live list, a page at a time; choosing one opens its donation sheet here. */
function ChooseFundraiser({ q }: { q?: string }) {
  const navigate = useNavigate();
  const search = useInfiniteQuery({ ...searchQuery(q ?? '', PAGE_SIZE_DEFAULT), enabled: !!q });
  const live = useInfiniteQuery({ ...livePagesQuery(PAGE_SIZE_DEFAULT), enabled: !q });
  const query = q ? search : live;
  const go = useCallback((href: string) => void navigate({ href }), [navigate]);
  return (
    <NavigateContext value={go}>
      <FundraiserPicker
        key={q}
        q={q}
        cards={query.data ? flattenPages(query.data.pages) : undefined}
        failed={query.isError && !query.data}
        onRetry={() => void query.refetch()}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        onSearch={(text) => void navigate({ to: '/donate', search: { type: 'fundraiser', q: text || undefined } })}
        hrefOf={(code) => `/donate?type=fundraiser&f=${encodeURIComponent(code)}`}
      />
    </NavigateContext>
  );
}

/** The donation sheet and its status for one fundraiser, inside the app. */
function DonateTo({ shortCode }: { shortCode: string }) {
  const { t } = useDonateTranslation();
  const review = useQuery(reviewQuery(shortCode));
  const user = useAtomValue(userAtom);
  // Demo mode labels every payment 'Test payment' (the server says so in its config).
  const config = useQuery({ queryKey: ['config'], queryFn: clientConfig, staleTime: Infinity });
  const testPayments = config.data?.test_payments ?? false;
  const loadPrefill = useCallback(() => (user?.is_verified ? prefillOf(user) : undefined), [user]);
  // After a gift, the fundraiser as just read: its page and the lists show the new total.
  const queryClient = useQueryClient();
  const onFundraiserRead = useCallback(
    (read: Review) => {
      queryClient.setQueryData(fundraiserPageKeys.review(shortCode), read);
      void queryClient.invalidateQueries({ queryKey: fundraiserKeys.all });
    },
    [queryClient, shortCode],
  );

  if (!review.data) {
    if (review.isError) return <PageError notFound={isNotFound(review.error)} onRetry={() => void review.refetch()} />;
    return <PageLoading />;
  }
  const { fundraiser, detail } = review.data;
  const title = detail?.fundraiser_title ?? shortCode;
  const live = fundraiser.status === 'live';
  return (
    <section className="page donate-page" aria-labelledby="donate-title">
      <p className="donate-back">
        <a href="/donate?type=fundraiser">{t('chooseAnother')}</a>
      </p>
      <h1 id="donate-title">{t('pageTitle', { title })}</h1>
      {live ? (
        <>
          <RecentNotice shortCode={fundraiser.short_code} />
          <DonateFlow
            key={fundraiser.short_code}
            fundraiser={{ short_code: fundraiser.short_code, title, currency: fundraiser.currency, live }}
            pageUrl={`${location.origin}/f/${fundraiser.short_code}`}
            testPayments={testPayments}
            loadPrefill={loadPrefill}
            fundraiserHref={`/f/${fundraiser.short_code}`}
            onFundraiserRead={onFundraiserRead}
          />
        </>
      ) : (
        <p className="status-banner" role="status">
          {t('notLive')}
        </p>
      )}
    </section>
  );
}
