import { useTranslation } from 'react-i18next';
import { NotFound } from '#web/components/layout/not-found.tsx';
import type { PublicPage } from '#shared/public-pages.ts';
import { DiscoveryPage } from '#web/features/fundraisers/components/discovery-page.tsx';
import { HomePage } from '#web/features/fundraisers/components/home-page.tsx';
import { LegalPage } from '#web/features/legal/components/legal-page.tsx';
import { ReportPage } from '#web/features/reports/components/report-page.tsx';
import { ItemsPage } from '#web/features/items/components/items-page.tsx';
import { MyPledgePage } from '#web/features/pledges/components/my-pledge-page.tsx';
import { RefundClaimPage } from '#web/features/donations/components/refund-claim-page.tsx';

// The preview's errors (spec §8), shown in an error panel above the not-found screen.
const MISSING = { url: 'preview.noUrl', fundraiser: 'preview.notFound' } as const;

type StaticPage = Exclude<PublicPage, { kind: 'fundraiser' | 'contact' | 'donate' | 'donation' | 'item' | 'pledge' }>;

/**
 * The pages the server draws that need no JavaScript at all: every control on them is a link or a
 * plain form (the report form posts to the server). The app renders the same components from its
 * own queries (src/web/routes).
 */
export function PageContent({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  switch (page.kind) {
    case 'home':
      return <HomePage live={{ cards: page.live }} />;
    case 'fundraisers': {
      const { q, category, categories, cards, total, pagesShown, hasMore } = page;
      return (
        <DiscoveryPage
          q={q}
          category={category}
          categories={categories}
          results={{ cards, total, pagesShown, hasMore }}
        />
      );
    }
    case 'legal':
      return <LegalPage document={page.document} />;
    case 'report': {
      const { kind: _kind, ...report } = page;
      return <ReportPage {...report} />;
    }
    case 'items': {
      const { q, category, county, cards, total, pagesShown, hasMore } = page;
      return <ItemsPage filter={{ q, category, county }} results={{ cards, total, pagesShown, hasMore }} />;
    }
    case 'my-pledge':
      // No script at all (D-241): Pay now is a link and Release a plain form.
      return <MyPledgePage pledge={page.pledge} token={page.token} message={page.message} />;
    case 'refund-claim':
      // No script at all (D-260): two plain forms, each answered by the server.
      return <RefundClaimPage page={page} />;
    case 'not-found':
      return <NotFound problem={page.missing && t(MISSING[page.missing])} />;
  }
}
