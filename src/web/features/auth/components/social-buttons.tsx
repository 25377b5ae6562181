import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '#web/lib/firebase.ts';
import { toast } from '#web/lib/toast.ts';
import { socialLogin } from '../api/social.ts';

const PROVIDERS: { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'auth.google' },
  { id: 'facebook', label: 'auth.facebook' },
  { id: 'twitter', label: 'auth.twitter' },
];

/** Google, Facebook and X. Firebase loads only when one is pressed. */
export function SocialButtons({
  onSignedIn,
  only,
  failedText,
}: {
  onSignedIn: () => unknown;
  only?: SocialProvider[];
  /** What a failure without a provider code or server message says (the wizard's own wording). */
  failedText?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<SocialProvider>();
  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    const result = await socialLogin(provider, failedText);
    setBusy(undefined);
    if (result.type !== 'success') return toast('error', result.message);
    toast('success', result.message);
    await onSignedIn();
  };
  return (
    <div className="social-buttons">
      <p className="divider">
        <span>{t('auth.or')}</span>
      </p>
      {PROVIDERS.filter((p) => !only || only.includes(p.id)).map((p) => (
        <button
          key={p.id}
          type="button"
          className={`button-outline button-block social-${p.id}`}
          disabled={Boolean(busy)}
          onClick={() => void start(p.id)}
        >
          {t(p.label)}
        </button>
      ))}
    </div>
  );
}
