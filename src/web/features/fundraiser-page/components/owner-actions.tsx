import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '#shared/schemas/review.schema.ts';
import { useOnline } from '#web/components/pwa/offline-banner.tsx';
import { EditFundraiser, type EditTools } from './edit-fundraiser.tsx';
import '../styles/owner.css';

interface OwnerActionsProps {
  review: Review;
  /** The details form and photo tools, composed by the route; without them, no Edit action. */
  editTools?: EditTools;
  /** Room for more owner actions (a 'Post an update' form, built with the updates feature). */
  children?: ReactNode;
}

/**
 * What the owner can do now: edit the story, goal and photos while Pending Review and while live
 * (D-175), post updates. Closing, the one action that cannot be undone, is not here: it waits at
 * the bottom of the page, apart (DangerZone, D-177). Offline the page still shows (from the saved
 * copy) but every action waits, and says so.
 */
export function OwnerActions({ review, editTools, children }: OwnerActionsProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const [editing, setEditing] = useState(false);
  const { status } = review.fundraiser;
  const canEdit = (status === 'pending_review' || status === 'live') && !!editTools;
  if (!canEdit && !children) return null;

  return (
    <section className="owner-actions" aria-labelledby="owner-actions-title">
      <h2 id="owner-actions-title" className="owner-actions-title">
        {t('preview.actionsTitle')}
      </h2>
      {!online && canEdit && (
        <p className="muted" role="status">
          {t('preview.actionsOffline')}
        </p>
      )}
      {canEdit &&
        (editing && editTools ? (
          <EditFundraiser review={review} tools={editTools} disabled={!online} onDone={() => setEditing(false)} />
        ) : (
          <div className="owner-actions-buttons">
            <button type="button" className="button-outline" disabled={!online} onClick={() => setEditing(true)}>
              {t('preview.editAction')}
            </button>
          </div>
        ))}
      {children}
    </section>
  );
}
