import { useAtomValue, useSetAtom } from '#web/lib/store.ts';
import { useTranslation } from 'react-i18next';
import { pendingUpdateAtom, unsavedFormsAtom } from './pwa.atoms.ts';

/**
 * A new version waits: offer to load it, unless a form holds unsaved input, in which case say it
 * will load later. The page is never reloaded under someone's typing.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const apply = useAtomValue(pendingUpdateAtom);
  const dismiss = useSetAtom(pendingUpdateAtom);
  const unsaved = useAtomValue(unsavedFormsAtom) > 0;
  if (!apply) return null;
  return (
    <div className="update-prompt" role="status">
      {unsaved ? (
        <span>{t('pwa.updateAfterSave')}</span>
      ) : (
        <>
          <span>{t('pwa.updateReady')}</span>
          <button type="button" className="button-solid" onClick={apply}>
            {t('pwa.updateNow')}
          </button>
        </>
      )}
      <button type="button" className="button-outline" onClick={() => dismiss(null)}>
        {t('pwa.updateLater')}
      </button>
    </div>
  );
}
