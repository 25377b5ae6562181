import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { Review } from '#shared/schemas/review.schema.ts';
import { FundraiserPreview } from '#web/features/fundraiser-page/components/fundraiser-preview.tsx';
import { UpdatesTab } from '#web/features/fundraiser-updates/components/updates-tab.tsx';
import '#web/features/fundraiser-wizard/launched/launched-state.ts';

export const Route = createFileRoute('/_site/f/$shortCode')({ component: Page });

// Only an organiser arriving from the wizard's launch loads it (the wizard's texts are loaded then).
const LaunchedNotice = lazy(() =>
  import('#web/features/fundraiser-wizard/launched/launched-notice.tsx').then((m) => ({ default: m.LaunchedNotice })),
);

function Page() {
  const { shortCode } = Route.useParams();
  const launchedId = useRouterState({ select: (s) => s.location.state.launchedFundraiserId });
  // What happens next, while it waits for review: once live or decided, the page says it all.
  const notice = (review: Review) =>
    launchedId &&
    review.fundraiser.status === 'pending_review' && (
      <Suspense fallback={null}>
        <LaunchedNotice fundraiserId={launchedId} />
      </Suspense>
    );
  return <FundraiserPreview shortCode={shortCode} updates={<UpdatesTab shortCode={shortCode} />} notice={notice} />;
}
