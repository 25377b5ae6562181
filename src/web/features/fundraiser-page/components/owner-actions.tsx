import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '#shared/schemas/review.schema.ts';
import { useOnline } from '#web/components/pwa/offline-banner.tsx';
import { CloseFundraiserDialog } from './close-fundraiser-dialog.tsx';
import { EditPending, type EditTools } from './edit-pending.tsx';
import '../styles/owner.css';

interface OwnerActionsProps {
  review: Review;
  /** The details form and photo tools, composed by the route; without them, no Edit action. */
  editTools?: EditTools;
  /** Room for more owner actions (a 'Post an update' form, built with the updates feature). */
  children?: ReactNode;
}

/**
 * What the owner can do now: edit the story and photos while Pending Review, close it while live.
 * Offline the page still shows (from the saved copy) but every action waits, and says so.
 */
export function OwnerActions({ review, editTools, children }: OwnerActionsProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { status, short_code } = review.fundraiser;
  const canEdit = status === 'pending_review' && !!editTools;
  const canClose = status === 'live';
  if (!canEdit && !canClose && !children) return null;

  return (
    <section className="owner-actions" aria-labelledby="owner-actions-title">
      <h2 id="owner-actions-title" className="owner-actions-title">
        {t('preview.actionsTitle')}
      </h2>
      {!online && (canEdit || canClose) && (
        <p className="muted" role="status">
          {t('preview.actionsOffline')}
        </p>
      )}
      {canEdit && editing && editTools ? (
        <EditPending review={review} tools={editTools} disabled={!online} onDone={() => setEditing(false)} />
      ) : (
        <div className="owner-actions-buttons">
          {canEdit && (
            <button type="button" className="button-outline" disabled={!online} onClick={() => setEditing(true)}>
              {t('preview.editAction')}
            </button>
          )}
          {canClose && (
            <button
              ref={closeButton}
              type="button"
              className="button-outline"
              disabled={!online}
              onClick={() => setClosing(true)}
            >
              {t('preview.closeAction')}
            </button>
          )}
        </div>
      )}
      {children}
      {closing && canClose && (
        <CloseFundraiserDialog
          shortCode={short_code}
          onDone={() => {
            setClosing(false);
            // Back where the owner was (still there if they cancelled; gone once closed).
            closeButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}
