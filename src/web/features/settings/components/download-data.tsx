import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadMyData } from '../api/settings.ts';
import { failureOf } from '#web/lib/failure.ts';

type State = 'idle' | 'working' | 'done' | 'failed' | 'offline';

/** 'Download my data': the export as a JSON file (Data Protection Act: access and portability). */
export function DownloadData() {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<State>('idle');
  const download = async () => {
    setState('working');
    try {
      await downloadMyData();
      setState('done');
    } catch (err) {
      setState(failureOf(err).reason === 'offline' ? 'offline' : 'failed');
    }
  };
  return (
    <section className="settings-card" aria-labelledby="settings-data">
      <h2 id="settings-data">{t('yourData')}</h2>
      <p>{t('dataText')}</p>
      <button type="button" className="button-outline" disabled={state === 'working'} onClick={() => void download()}>
        {state === 'working' ? t('downloading') : t('download')}
      </button>
      <p className="settings-status" role="status">
        {state === 'done' && t('downloaded')}
      </p>
      {(state === 'failed' || state === 'offline') && (
        <p className="form-message form-error" role="alert">
          {state === 'offline' ? t('offline') : t('downloadFailed')}
        </p>
      )}
    </section>
  );
}
