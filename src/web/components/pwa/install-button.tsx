import { useTranslation } from 'react-i18next';
import { useInstallOffer } from './install-offer.tsx';

/** 'Install app' in the header (wide screens; phones get the banner, D-162). */
export function InstallButton() {
  const { t } = useTranslation();
  const { available, install, iosHelp } = useInstallOffer();
  if (!available) return null;
  return (
    <>
      <button type="button" className="button-outline install-button" onClick={() => void install()}>
        {t('pwa.install')}
      </button>
      {iosHelp}
    </>
  );
}
