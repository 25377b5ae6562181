import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePendingVerification } from '../hooks/use-pending-verification.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { SignUpForm } from './sign-up-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { Verification } from './verification.tsx';

/** /auth/register: sign up, then the verification screen (also for a signed-in unverified user). */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const { pending, setPending, restart } = usePendingVerification();

  if (pending)
    return (
      <Verification email={pending.email} startFailed={pending.unverified} onVerified={finish} onRestart={restart} />
    );

  return (
    <section className="auth-card" aria-labelledby="sign-up-title">
      <button type="button" className="link-button" onClick={() => void navigate({ to: '/' })}>
        ← {t('auth.back')}
      </button>
      <h1 id="sign-up-title">{t('auth.signUpTitle')}</h1>
      <p>{t('auth.signUpLead')}</p>
      <SignUpForm onRegistered={(email, unverified) => setPending({ email, unverified })} />
      <SocialButtons onSignedIn={finish} />
      <p>
        {t('auth.haveAccount')}{' '}
        <Link to="/auth/login" search={(s) => s}>
          {t('auth.signInLink')}
        </Link>
      </p>
    </section>
  );
}
