import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import type { DraftSummary } from '#web/features/dashboard/components/draft-card.tsx';
import { myFundraisersQuery } from '#web/features/fundraiser-page/api/my-fundraisers.ts';
import { clearDraft, loadDraft } from '#web/features/fundraiser-wizard/draft/draft-store.ts';
import { STEPS } from '#web/features/fundraiser-wizard/draft/steps.ts';
import type { WizardDraft } from '#web/features/fundraiser-wizard/draft/draft.types.ts';
import { myItemsQuery, myRequestsQuery } from '#web/features/items/api/item-requests.ts';
import { MyItemsSection } from '#web/features/items/components/my-items-section.tsx';
import { MyRequestsSection } from '#web/features/items/components/my-requests-section.tsx';

export const Route = createFileRoute('/_site/_protected/dashboard/')({ component: Page });

/** A draft worth resuming: one the wizard has moved past its first screen. */
function summaryOf(draft: WizardDraft | null): DraftSummary | null {
  if (!draft || (draft.step === 'select-beneficiary' && !draft.type)) return null;
  const title = Object.values(draft.forms).find((values) => values?.fundraiser_title)?.fundraiser_title ?? null;
  return { title, step: STEPS.find((s) => s.id === draft.step)?.no ?? 1 };
}

function Page() {
  const mine = useQuery(myFundraisersQuery());
  const myItems = useQuery(myItemsQuery());
  const myRequests = useQuery(myRequestsQuery());
  const [now] = useState(Date.now);
  const [draft, setDraft] = useState<{ summary: DraftSummary | null; photoIds: string[] }>({
    summary: null,
    photoIds: [],
  });
  useEffect(() => {
    let current = true;
    void loadDraft().then(
      (saved) => current && setDraft({ summary: summaryOf(saved), photoIds: saved?.photos.map((p) => p.id) ?? [] }),
    );
    return () => {
      current = false;
    };
  }, []);
  const discard = useCallback(() => {
    void clearDraft(draft.photoIds).then(() => setDraft({ summary: null, photoIds: [] }));
  }, [draft.photoIds]);
  return (
    <DashboardPage
      fundraisers={mine.data}
      failed={mine.isError}
      // The persisted cache answered, the network did not: say the list may be old.
      offline={mine.isError && !!mine.data}
      onRetry={() => void mine.refetch()}
      draft={draft.summary}
      onDiscardDraft={discard}
      origin={window.location.origin}
      now={now}
    >
      <MyItemsSection state={{ data: myItems.data, failed: myItems.isError, onRetry: () => void myItems.refetch() }} />
      <MyRequestsSection
        state={{ data: myRequests.data, failed: myRequests.isError, onRetry: () => void myRequests.refetch() }}
      />
    </DashboardPage>
  );
}
