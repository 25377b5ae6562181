import { IonModal } from '@ionic/react';
import { useAtom } from '#web/lib/store.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installPromptAtom } from './pwa.atoms.ts';

const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent) && !('MSStream' in window);
const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

/** 'Install app': the browser's prompt where there is one, instructions on iOS, nothing once installed. */
export function InstallButton() {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const [showIosHelp, setShowIosHelp] = useState(false);
  if (isStandalone() || (!prompt && !isIos())) return null;
  const install = async () => {
    if (!prompt) return setShowIosHelp(true);
    await prompt.prompt();
    await prompt.userChoice;
    setPrompt(null);
  };
  return (
    <>
      <button type="button" className="button-outline install-button" onClick={() => void install()}>
        {t('pwa.install')}
      </button>
      <IonModal isOpen={showIosHelp} onDidDismiss={() => setShowIosHelp(false)} className="small-modal">
        <div className="modal-body">
          <h2>{t('pwa.installIosTitle')}</h2>
          <p>{t('pwa.installIosText')}</p>
          <button type="button" className="button-solid" onClick={() => setShowIosHelp(false)}>
            {t('pwa.close')}
          </button>
        </div>
      </IonModal>
    </>
  );
}
