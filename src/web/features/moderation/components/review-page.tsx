import { useState, type ReactNode } from 'react';
import type { Role } from '#shared/constants.ts';
import { ProfileTabs } from '#web/components/profile/profile-tabs.tsx';
import { useModerationTranslation } from '../use-moderation-translation.ts';
import { CloseForm } from './close-form.tsx';
import { DecisionsList } from './decisions-list.tsx';
import { NotAllowed } from './not-allowed.tsx';
import { PendingQueue } from './pending-queue.tsx';
import { ReportedList } from './reported-list.tsx';
import '../moderation.css';

/**
 * /review: the reviewers' screen, for the signed-in user's `role` (the route reads it). The server
 * refuses everyone else (403); the app does not even ask for them, since the API client reads a
 * 403 as a session that is over. `userId` marks the reviewer's own fundraisers in the queue.
 * `payouts`, composed by the route, is the Payouts tab (money out); it gets the page's way of
 * saying a decision.
 */
export function ReviewPage({
  role,
  userId,
  payouts,
}: {
  role: Role | undefined;
  userId: string | undefined;
  payouts?: (say: (text: string) => void) => ReactNode;
}) {
  const { t } = useModerationTranslation();
  // The last decision, said politely to screen readers and shown above the queue.
  const [said, setSaid] = useState('');
  if (role !== 'reviewer') return <NotAllowed />;
  const fundraisers = (
    <>
      <PendingQueue userId={userId} onDecided={setSaid} />
      <ReportedList subject="fundraiser" onSettled={setSaid} />
      <ReportedList subject="item" onSettled={setSaid} />
      <CloseForm onClosed={setSaid} />
      <DecisionsList />
    </>
  );
  return (
    <section className="page review-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <p className="review-said" role="status" aria-live="polite">
        {said}
      </p>
      {payouts ? (
        <ProfileTabs
          label={t('tabs.label')}
          tabs={[
            { id: 'fundraisers', label: t('tabs.fundraisers'), panel: fundraisers },
            { id: 'payouts', label: t('tabs.payouts'), panel: payouts(setSaid) },
          ]}
        />
      ) : (
        fundraisers
      )}
    </section>
  );
}
