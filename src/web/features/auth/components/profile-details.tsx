import { useAtomValue } from '#web/lib/store.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#web/lib/format.ts';
import { userAtom } from '../auth.atoms.ts';

/** /profile (spec §2): every field, N/A where missing, a loading text until the user is known. */
export function ProfileDetails() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  if (!user)
    return (
      <p className="page" aria-live="polite">
        {t('profile.loading')}
      </p>
    );
  const na = t('profile.na');
  const rows: [string, string | null][] = [
    ['profile.fullName', user.full_name || null],
    ['profile.email', user.email_address],
    ['profile.verified', user.is_verified ? t('profile.yes') : t('profile.no')],
    ['profile.verifiedAt', user.verified_at && formatDateTime(user.verified_at)],
    ['profile.createdAt', user.created_at && formatDateTime(user.created_at)],
    ['profile.updatedAt', user.updated_at && formatDateTime(user.updated_at)],
    ['profile.mobile', user.mobile_number],
    ['profile.countryCode', user.country_code],
    ['profile.userId', user.id],
  ];
  return (
    <section className="page" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('profile.title')}</h1>
      <dl className="profile-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value || na}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
