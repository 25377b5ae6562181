import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { MSG } from '#shared/messages.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { clientConfig } from '#web/lib/config.ts';
import { toast } from '#web/lib/toast.ts';
import { resendCode, verifyAccount } from '../api/accounts.ts';
import { VerificationCodeForm } from './verification-code-form.tsx';

interface Props {
  email: string;
  /** Open on the 'Verification Failed!' view (an unverified sign-in or sign-up). */
  startFailed?: boolean;
  onVerified: () => unknown;
  /** Forgets this sign-up (a mistyped e-mail, another account) and shows the sign-up form again. */
  onRestart?: () => void;
}

/** The verification screen (spec §2, §4): the code form, or the failed view with Resend Code. */
export function Verification({ email, startFailed = false, onVerified, onRestart }: Props) {
  const { t } = useTranslation();
  const [view, setView] = useState<'code' | 'failed'>(startFailed ? 'failed' : 'code');
  // A new round of the code form (empty again) after each code resent.
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    clientConfig().then(
      (c) => setDemo(c.demo_mode),
      () => setDemo(false),
    );
  }, []);

  const verify = async (code: string) => {
    setBusy(true);
    const result = await verifyAccount(email, code);
    setBusy(false);
    if (result.type === 'success') {
      toast('success', MSG.accountVerified);
      await onVerified();
      return;
    }
    toast(result.type === 'warning' ? 'warning' : 'error', translateMessage(result.message)!);
    setView('failed');
  };

  const resend = async () => {
    setBusy(true);
    const result = await resendCode(email);
    setBusy(false);
    if (result.type === 'success') {
      toast('success', MSG.codeResent);
      setRound((n) => n + 1);
      setView('code');
    } else toast('error', t('results.accountVerificationFailed'));
  };

  const outbox = demo && (
    <p className="demo-note">
      <Trans
        i18nKey="auth.demoOutbox"
        components={{
          // <Trans> fills the link with the translation's text at render time.
          // eslint-disable-next-line jsx-a11y/anchor-has-content -- content comes from <Trans>
          outbox: <a href={`/api/dev/outbox?to=${encodeURIComponent(email)}`} target="_blank" rel="noreferrer" />,
        }}
      />
    </p>
  );

  const restart = onRestart && (
    <p>
      <button type="button" className="link-button" disabled={busy} onClick={onRestart}>
        {t('auth.restart')}
      </button>
    </p>
  );

  if (view === 'failed') {
    return (
      <section className="auth-card" aria-labelledby="verify-failed-title">
        <h1 id="verify-failed-title">{t('auth.failedTitle')}</h1>
        <p>{t('auth.failedText')}</p>
        <button type="button" className="button-solid button-block" disabled={busy} onClick={() => void resend()}>
          {busy ? t('auth.resending') : t('auth.resend')}
        </button>
        {outbox}
        {restart}
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('auth.verifyTitle')}</h1>
      <p>{t('auth.verifyLead', { email })}</p>
      <VerificationCodeForm key={round} busy={busy} onSubmit={(code) => void verify(code)} />
      <button type="button" className="link-button" disabled={busy} onClick={() => void resend()}>
        {t('auth.resend')}
      </button>
      {outbox}
      {restart}
    </section>
  );
}
