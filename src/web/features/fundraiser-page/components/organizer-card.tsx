import { useTranslation } from 'react-i18next';
import { initialsOf, startedOn } from '#shared/review-view.ts';
import type { Review } from '#shared/schemas/review.schema.ts';

/** Who is raising the money: their photo (or initials), name, since when, and who holds the money. */
export function OrganizerCard({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { user, created_at, treasurers_count } = review.fundraiser;
  return (
    <section className="fp-organizer" aria-labelledby="fp-organizer-title">
      <h2 id="fp-organizer-title">{t('preview.organizerTitle')}</h2>
      <div className="fp-organizer-row">
        {user.photo_url ? (
          <img className="fp-avatar" src={user.photo_url} alt="" width="48" height="48" loading="lazy" />
        ) : (
          <span className="fp-avatar" aria-hidden="true">
            {initialsOf(user.full_name)}
          </span>
        )}
        <div>
          <p className="fp-organizer-name">{user.full_name}</p>
          <p className="muted">{t('preview.createdOn', { date: startedOn(created_at) })}</p>
          {/* Who holds the money (D-205): a count of treasurers only, nothing personal of theirs. */}
          {treasurers_count !== undefined && (
            <p className="fp-funds-managed">
              {treasurers_count > 0
                ? t('preview.fundsManagedWith', { name: user.full_name, count: treasurers_count })
                : t('preview.fundsManaged', { name: user.full_name })}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
