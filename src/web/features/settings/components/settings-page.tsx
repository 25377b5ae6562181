import { useQuery } from '@tanstack/react-query';
import type { Provider } from '#shared/constants.ts';
import type { Settings } from '#shared/schemas/settings.schema.ts';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import type { SocialProvider } from '#web/lib/firebase.ts';
import { storeDeviceLanguage } from '#web/lib/language.ts';
import { settingsQuery } from '../api/settings.ts';
import { useSettingsTranslation } from '../use-settings-translation.ts';

import { DeleteAccount } from './delete-account.tsx';
import { DownloadData } from './download-data.tsx';
import { PhoneForCodes } from './phone-for-codes.tsx';
import { PreferencesForm } from './preferences-form.tsx';

export interface SettingsPageProps {
  provider: Provider;
  /** The account's settings changed (the route updates the signed-in user it remembers). */
  onSaved?: (settings: Settings) => void;
  onDeleted: () => void | Promise<void>;
  reauthenticate?: (provider: SocialProvider) => Promise<string>;
}

/** /dashboard/settings. */
export function SettingsPage({ provider, onSaved, onDeleted, reauthenticate }: SettingsPageProps) {
  const { t } = useSettingsTranslation();
  const query = useQuery(settingsQuery());

  return (
    <section className="page settings-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {query.data ? (
        <PreferencesForm settings={query.data} onSaved={onSaved} />
      ) : query.isError ? (
        <RetryPanel
          className="settings-card"
          message={t('loadFailed')}
          retry={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="settings-card settings-skeleton" role="status" aria-label={t('loading')} />
      )}
      <PhoneForCodes />
      <DownloadData />
      <DeleteAccount
        provider={provider}
        reauthenticate={reauthenticate}
        onDeleted={async () => {
          storeDeviceLanguage(null);
          await onDeleted();
        }}
      />
    </section>
  );
}
