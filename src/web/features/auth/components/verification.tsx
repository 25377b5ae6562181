import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { clientConfig } from '#web/lib/config.ts';
import { toast } from '#web/lib/toast.ts';
import { resendCode, verifyAccount } from '../api/accounts.ts';

interface Props {
  email: string;
  /** Open on the 'Verification Failed!' view (an unverified sign-in or sign-up). */
  startFailed?: boolean;
  onVerified: () => unknown;
}

/** The verification screen (spec §2, §4): the code form, or the failed view with Resend Code. */
export function Verification({ email, startFailed = false, onVerified }: Props) {
  const { t } = useTranslation();
  const [view, setView] = useState<'code' | 'failed'>(startFailed ? 'failed' : 'code');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    clientConfig().then(
      (c) => setDemo(c.demo_mode),
      () => setDemo(false),
    );
  }, []);

  const verify = async () => {
    setBusy(true);
    const result = await verifyAccount(email, code.trim());
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
      setCode('');
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

  if (view === 'failed') {
    return (
      <section className="auth-card" aria-labelledby="verify-failed-title">
        <h1 id="verify-failed-title">{t('auth.failedTitle')}</h1>
        <p>{t('auth.failedText')}</p>
        <button type="button" className="button-solid button-block" disabled={busy} onClick={() => void resend()}>
          {busy ? t('auth.resending') : t('auth.resend')}
        </button>
        {outbox}
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('auth.verifyTitle')}</h1>
      <p>{t('auth.verifyLead', { email })}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void verify();
        }}
      >
        <div className="field">
          <label htmlFor="verification-code">{t('auth.code')}</label>
          <div className="field-box">
            <input
              id="verification-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LIMITS.verificationCodeLength}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </div>
        </div>
        <button
          type="submit"
          className="button-solid button-block"
          disabled={busy || code.length !== LIMITS.verificationCodeLength}
        >
          {busy ? t('auth.verifying') : t('auth.verify')}
        </button>
      </form>
      <button type="button" className="link-button" disabled={busy} onClick={() => void resend()}>
        {t('auth.resend')}
      </button>
      {outbox}
    </section>
  );
}
