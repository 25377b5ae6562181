import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '#shared/schemas/auth.schema.ts';
import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { myPhoneQuery, useAcceptInvitation } from '../api/treasurers.ts';
import { failureOf } from '#web/lib/failure.ts';
import { useTreasurersTranslation } from '../use-treasurers-translation.ts';

interface Props {
  token: string | undefined;
  /** The signed-in account, or null. */
  user: User | null;
  /** This page's own address, to come back to after signing in. */
  here: string;
}

/**
 * The page an invitation's link opens (D-205). It says what is missing first (signing in with the
 * invited address, a verified phone); the token is sent only when the button is pressed, because
 * mail scanners open links and must not accept for anyone.
 */
export function AcceptInvitation({ token, user, here }: Props) {
  const { t, say } = useTreasurersTranslation();
  const phone = useQuery({ ...myPhoneQuery(), enabled: !!user?.is_verified });
  const accept = useAcceptInvitation();
  const [error, setError] = useState<string>();
  const back = encodeURIComponent(here);

  const onAccept = async () => {
    if (!token) return;
    setError(undefined);
    try {
      await accept.mutateAsync(token);
    } catch (err) {
      const failure = failureOf(err);
      if (failure.reason === 'offline') setError(t('offline'));
      else if (failure.reason === 'rate-limited') setError(t('tooMany'));
      else setError(say(failure.message) ?? t('failedWrite'));
    }
  };

  let body;
  if (!token) body = <FormError message={t('accept.noToken')} />;
  else if (accept.data)
    body = (
      <>
        <p role="status">{t('accept.done', { title: accept.data.data.title ?? t('untitled') })}</p>
        <AppLink className="button-solid" href="/dashboard">
          {t('accept.dashboard')}
        </AppLink>
      </>
    );
  else if (user && !user.is_verified)
    body = (
      <>
        <p>{say(TREASURER_MSG.verifyEmail)}</p>
        <AppLink className="button-solid" href="/auth/register">
          {t('accept.registerButton')}
        </AppLink>
      </>
    );
  else if (!user)
    body = (
      <>
        <p>{t('accept.signIn')}</p>
        <p>
          <AppLink className="button-solid" href={`/auth/login?redirect=${back}`}>
            {t('accept.signInButton')}
          </AppLink>
        </p>
        <p>{t('accept.register')}</p>
        <p>
          <AppLink className="button-outline" href="/auth/register">
            {t('accept.registerButton')}
          </AppLink>
        </p>
      </>
    );
  else if (phone.data && !phone.data.verified)
    body = (
      <>
        <p>{t('accept.verifyPhone')}</p>
        <AppLink className="button-solid" href="/dashboard/settings">
          {t('accept.settings')}
        </AppLink>
      </>
    );
  else
    body = (
      <>
        <p>{t('accept.signedInAs', { email: user.email_address })}</p>
        <FormError message={error} focus />
        <button
          type="button"
          className="button-solid"
          disabled={accept.isPending || phone.isPending}
          onClick={() => void onAccept()}
        >
          {accept.isPending ? t('accept.accepting') : t('accept.button')}
        </button>
      </>
    );

  return (
    <section className="page treasurer-accept" aria-labelledby="treasurer-accept-title">
      <h1 id="treasurer-accept-title">{t('accept.title')}</h1>
      <p className="lead">{t('accept.lead')}</p>
      {body}
    </section>
  );
}
