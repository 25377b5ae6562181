import type { ReactNode } from 'react';
import { useProfileTranslation } from './use-profile-translation.ts';
import './profile.css';

interface Props {
  /** The full name, or null when it is not to be shown (the demo's empty profile). */
  name: string | null;
  photoUrl: string | null;
  /** Signed up with Google: said under the name. */
  google: boolean;
  /** The photo buttons (and whatever else goes under the avatar). */
  children?: ReactNode;
}

/** The banner, the large avatar (or the default one), the name and the photo buttons below. */
export function ProfileHero({ name, photoUrl, google, children }: Props) {
  const { t } = useProfileTranslation();
  return (
    <section className="profile-hero" aria-label={t('title')}>
      <div className="profile-banner" aria-hidden="true" />
      <div className="profile-identity">
        {photoUrl ? (
          <img
            className="profile-avatar"
            src={photoUrl}
            alt={t('avatarAlt', { name: name ?? '' })}
            width="128"
            height="128"
            // A Google picture's host must not learn which page shows it.
            referrerPolicy="no-referrer"
          />
        ) : (
          <DefaultAvatar />
        )}
        {name !== null && (
          <div className="profile-identity-text">
            <p className="profile-name">{name}</p>
            {google && <p className="profile-badge profile-badge-google">{t('googleBadge')}</p>}
          </div>
        )}
      </div>
      <div className="profile-photo-actions">{children}</div>
    </section>
  );
}

/** The default avatar (decisions: photo_url falls back to it): a silhouette, drawn inline. */
function DefaultAvatar() {
  return (
    <svg
      className="profile-avatar profile-avatar-default"
      viewBox="0 0 128 128"
      width="128"
      height="128"
      aria-hidden="true"
    >
      <rect width="128" height="128" fill="#e2e2e2" />
      <circle cx="64" cy="50" r="24" fill="#9e9e9e" />
      <path d="M20 128q4-44 44-44t44 44z" fill="#9e9e9e" />
    </svg>
  );
}
