import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { InstallBanner } from '#web/components/pwa/install-banner.tsx';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import type { DraftSummary } from '#web/features/dashboard/components/draft-card.tsx';
import { myFundraisersQuery } from '#web/features/fundraiser-page/api/my-fundraisers.ts';
import { clearDraft, loadDraft } from '#web/features/fundraiser-wizard/draft/draft-store.ts';
import { STEPS } from '#web/features/fundraiser-wizard/draft/steps.ts';
import type { WizardDraft } from '#web/features/fundraiser-wizard/draft/draft.types.ts';
import { myItemsQuery, myRequestsQuery } from '#web/features/items/api/item-requests.ts';
import { MyItemsSection } from '#web/features/items/components/my-items-section.tsx';
import { MyRequestsSection } from '#web/features/items/components/my-requests-section.tsx';
import { MoneySection } from '#web/features/money/components/money-section.tsx';
import { TreasurerMoney } from '#web/features/money/components/treasurer-money.tsx';
import { treasurerKeys } from '#web/features/treasurers/api/treasurers.ts';
import { TreasurersDashboard } from '#web/features/treasurers/components/treasurers-dashboard.tsx';
import { OWNER_DATA, useOwnerView } from '#web/lib/owner-data.ts';

export const Route = createFileRoute('/_site/_protected/dashboard/')({ component: Page });

/** A draft worth resuming: one the wizard has moved past its first screen. */
function summaryOf(draft: WizardDraft | null): DraftSummary | null {
  if (!draft || (draft.step === 'select-beneficiary' && !draft.type)) return null;
  const title = Object.values(draft.forms).find((values) => values?.fundraiser_title)?.fundraiser_title ?? null;
  return { title, step: STEPS.find((s) => s.id === draft.step)?.no ?? 1 };
}

function Page() {
  const queryClient = useQueryClient();
  // Owner data (D-161): asked again on every visit, the saved copy shown only when that fails.
  const mine = useQuery(myFundraisersQuery());
  const myItems = useQuery({ ...myItemsQuery(), ...OWNER_DATA });
  const myRequests = useQuery({ ...myRequestsQuery(), ...OWNER_DATA });
  const fundraisers = useOwnerView(mine);
  const items = useOwnerView(myItems);
  const requests = useOwnerView(myRequests);
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
      fundraisers={fundraisers.data}
      failed={mine.isError}
      // The network did not answer and the phone's saved copy did: say the list may be old.
      offline={fundraisers.savedCopy || items.savedCopy || requests.savedCopy}
      onRetry={() => void mine.refetch()}
      draft={draft.summary}
      onDiscardDraft={discard}
      origin={window.location.origin}
      now={now}
      moneySections={(shortCode, onMoneyChanged, availableMinor) => (
        <MoneySection shortCode={shortCode} onMoneyChanged={onMoneyChanged} availableMinor={availableMinor} />
      )}
    >
      {/* Where an organiser comes back to: a phone offers to install the app here (D-162). */}
      <InstallBanner />
      <TreasurersDashboard
        fundraisers={fundraisers.data}
        // Each withdrawal stays in sight before and after their approval; the count above follows.
        renderMoney={(shortCode) => (
          <TreasurerMoney
            shortCode={shortCode}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: treasurerKeys.mine() })}
          />
        )}
      />
      <MyItemsSection state={{ data: items.data, failed: myItems.isError, onRetry: () => void myItems.refetch() }} />
      <MyRequestsSection
        state={{ data: requests.data, failed: myRequests.isError, onRetry: () => void myRequests.refetch() }}
      />
    </DashboardPage>
  );
}
