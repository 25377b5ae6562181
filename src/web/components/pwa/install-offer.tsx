import { IonModal } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { store, useAtom } from '#web/lib/store.ts';
import { installPromptAtom, type InstallPromptEvent } from './pwa.atoms.ts';

const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent) && !('MSStream' in window);
const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

/**
 * Keeps the browser's install prompt (Chromium) for our own offers, the header's 'Install app' and
 * the phone's banner, instead of letting Chrome show its bar at a moment of its choosing (over the
 * donation sheet, say). Called first thing in main.tsx: the event may come before React renders.
 */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    store.set(installPromptAtom, event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => store.set(installPromptAtom, null));
}

/**
 * Whether installing can be offered here (the browser's prompt, or Safari's instructions on iOS;
 * never once installed), the action that offers it, and the instructions' dialog to render.
 */
export function useInstallOffer() {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const [showIosHelp, setShowIosHelp] = useState(false);
  const available = !isStandalone() && (!!prompt || isIos());
  /** Resolves with the person's answer to the browser's prompt (none for the iOS instructions). */
  const install = async () => {
    if (!prompt) {
      setShowIosHelp(true);
      return undefined;
    }
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    // A prompt is good for one use; the browser offers a new one if it still may.
    setPrompt(null);
    return outcome;
  };
  const iosHelp = (
    <IonModal isOpen={showIosHelp} onDidDismiss={() => setShowIosHelp(false)} className="small-modal">
      <div className="modal-body">
        <h2>{t('pwa.installIosTitle')}</h2>
        <p>{t('pwa.installIosText')}</p>
        <button type="button" className="button-solid" onClick={() => setShowIosHelp(false)}>
          {t('pwa.close')}
        </button>
      </div>
    </IonModal>
  );
  return { available, install, iosHelp };
}
