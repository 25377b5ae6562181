import { ProfileHero as SharedHero } from '#web/components/profile/profile-hero.tsx';
import { useProfileTranslation } from '#web/components/profile/use-profile-translation.ts';
import { useTranslation } from 'react-i18next';
import type { DemoProfile, DemoState } from '../sample-data.ts';

interface Props {
  state: DemoState;
  profile: DemoProfile;
  onChange: (state: DemoState) => void;
}

/**
 * The profile page's hero with the demo's buttons. Spec §4: the empty profile shows no name and
 * neither 'Change profile photo' nor 'Remove'; Change photo sets filled, Remove sets empty, Edit
 * sets google.
 */
export function ProfileHero({ state, profile, onChange }: Props) {
  const { t } = useProfileTranslation();
  const { t: td } = useTranslation('profile-demo');
  const empty = state === 'empty';
  return (
    <SharedHero
      name={empty ? null : `${profile.firstname} ${profile.lastname}`.trim()}
      photoUrl={empty ? null : profile.photo}
      google={profile.google}
    >
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
        {td('edit')}
      </button>
    </SharedHero>
  );
}
