import { useTranslation } from 'react-i18next';
import type { DemoProfile, DemoState } from '../sample-data.ts';

interface Props {
  state: DemoState;
  profile: DemoProfile;
  onChange: (state: DemoState) => void;
}

/**
 * The banner and the large avatar with the photo buttons. Spec §4: the empty profile shows no name
 * and neither 'Change profile photo' nor 'Remove'; Change photo sets filled, Remove sets empty,
 * Edit sets google.
 */
export function ProfileHero({ state, profile, onChange }: Props) {
  const { t } = useTranslation('profile-demo');
  const name = `${profile.firstname} ${profile.lastname}`.trim();
  const empty = state === 'empty';
  return (
    <section className="demo-hero" aria-label={t('title')}>
      <div className="demo-banner" aria-hidden="true" />
      <div className="demo-identity">
        {profile.photo && !empty ? (
          <img className="demo-avatar" src={profile.photo} alt={t('avatarAlt', { name })} width="128" height="128" />
        ) : (
          <DefaultAvatar />
        )}
        <div className="demo-identity-text">
          {!empty && <p className="demo-name">{name}</p>}
          {profile.google && !empty && <p className="demo-badge demo-badge-google">{t('googleBadge')}</p>}
        </div>
      </div>
      <div className="demo-photo-actions">
        {!empty && (
          <>
            <button type="button" className="button-solid" onClick={() => onChange('filled')}>
              {t('changePhoto')}
            </button>
            <button type="button" className="button-outline" onClick={() => onChange('empty')}>
              {t('remove')}
            </button>
          </>
        )}
        <button type="button" className="button-outline" onClick={() => onChange('google')}>
          {t('edit')}
        </button>
      </div>
    </section>
  );
}

/** The default avatar (decisions: photo_url falls back to it): a silhouette, drawn inline. */
function DefaultAvatar() {
  return (
    <svg className="demo-avatar demo-avatar-default" viewBox="0 0 128 128" width="128" height="128" aria-hidden="true">
      <rect width="128" height="128" fill="#e2e2e2" />
      <circle cx="64" cy="50" r="24" fill="#9e9e9e" />
      <path d="M20 128q4-44 44-44t44 44z" fill="#9e9e9e" />
    </svg>
  );
}
