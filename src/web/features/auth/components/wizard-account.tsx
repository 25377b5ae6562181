import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePendingVerification } from '../hooks/use-pending-verification.ts';
import { SignUpForm } from './sign-up-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { Verification } from './verification.tsx';

interface Props {
  /** After verification or a social sign-in: the wizard moves on to the details. */
  onDone: () => void;
  /** Back to select-beneficiary. */
  onBack: () => void;
}

/**
 * The wizard's create-account step (spec §2): the sign-up form with the terms checkbox, Google
 * and X buttons, then the verification screen. A signed-in but unverified user starts at
 * verification.
 */
export function WizardAccount({ onDone, onBack }: Props) {
  const { t } = useTranslation();
  const { pending, setPending, restart } = usePendingVerification();

  if (pending)
    return (
      <Verification email={pending.email} startFailed={pending.unverified} onVerified={onDone} onRestart={restart} />
    );

  return (
    <section aria-labelledby="wizard-sign-up-title">
      <button type="button" className="link-button" onClick={onBack}>
        ← {t('auth.back')}
      </button>
      <h2 id="wizard-sign-up-title">{t('auth.signUpTitle')}</h2>
      <p>{t('auth.signUpLead')}</p>
      <SignUpForm wizard onRegistered={(email, unverified) => setPending({ email, unverified })} />
      <SocialButtons only={['google', 'twitter']} onSignedIn={onDone} failedText={t('results.wizardLoginFailed')} />
      <p>
        {t('auth.haveAccount')}{' '}
        <Link to="/auth/login" search={{ redirect: '/fundraiser/create' }}>
          {t('auth.signInLink')}
        </Link>
      </p>
    </section>
  );
}
