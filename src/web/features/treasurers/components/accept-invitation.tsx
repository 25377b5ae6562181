import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { User } from '#shared/schemas/auth.schema.ts';
import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { invitationPreviewQuery, useAcceptInvitation } from '../api/treasurers.ts';
import { phoneQuery } from '#web/lib/my-phone.ts';
import { failureOf } from '#web/lib/failure.ts';
import { useTreasurersTranslation } from '../use-treasurers-translation.ts';

interface Props {
  token: string | undefined;
  /** The signed-in account, or null. */
  user: User | null;
  /** This page's own address, to come back to after signing in. */
  here: string;
  /** The form that verifies a phone for codes, shown here when one is missing (from settings). */
  verifyPhone: ReactNode;
}

/**
 * The page an invitation's link opens (D-205). It names the fundraiser, who invited and the address
 * it went to, then what is missing (signing in with that address, a verified phone, verified right
 * here); the token accepts only when the button is pressed, because mail scanners open links and
 * must not accept for anyone.
 */
export function AcceptInvitation({ token, user, here, verifyPhone }: Props) {
  const { t, say } = useTreasurersTranslation();
  const preview = useQuery({ ...invitationPreviewQuery(token ?? ''), enabled: !!token });
  // The same cache entry as the settings' phone form: verified here, it is known here at once.
  const phone = useQuery({ ...phoneQuery(), enabled: !!user?.is_verified });
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
  else if (preview.isPending) body = <p role="status">{t('accept.loading')}</p>;
  else if (preview.isError) {
    const failure = failureOf(preview.error);
    body = (
      <FormError
        message={
          failure.reason === 'offline'
            ? t('offline')
            : failure.reason === 'rate-limited'
              ? t('tooMany')
              : (say(failure.message) ?? t('failedRead'))
        }
      />
    );
  } else if (accept.data)
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
        {verifyPhone}
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
      {preview.data && (
        <>
          <p className="lead">
            {t('accept.invitedBy', {
              organiser: preview.data.organiser,
              title: preview.data.title ?? t('untitled'),
            })}
          </p>
          <p>{t('accept.sentTo', { email: preview.data.email_address })}</p>
        </>
      )}
      <p>{t('accept.lead')}</p>
      {body}
    </section>
  );
}
